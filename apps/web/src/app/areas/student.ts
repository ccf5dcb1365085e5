// The student area's chunk (SEDs, 'Mi progreso'): loaded on the first visit to one of its pages.
export { ProgressPage } from '@/features/progress/components/progress-page';
export { SedDetailPage } from '@/features/seds/components/sed-detail-page';
export { SedListPage } from '@/features/seds/components/sed-list-page';
export { SedUploadPage } from '@/features/seds/components/sed-upload-page';
