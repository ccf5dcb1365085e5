// The student's sessions area (/sesiones…): its own chunk, so the pages students open most load neither
// the recorder and player of the SED pages nor the progress view.
export { BookingPage } from '@/features/sessions/components/booking-page';
export { SessionDetailPage } from '@/features/sessions/components/session-detail-page';
export { SessionsPage } from '@/features/sessions/components/sessions-page';
