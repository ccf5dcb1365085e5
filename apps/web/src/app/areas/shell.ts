// The signed-in frame's chunk: the app shell (navigation menus, the bell) with Home, Profile and the inbox. Kept out of
// the first chunk so /login loads only what signing in needs (docs/decisions/016).
export { HomePage } from '@/features/home/components/home-page';
export { ProfilePage } from '@/features/profile/components/profile-page';
export { AppShell } from '../layouts/app-shell';
export { NotificationsPage } from '@/features/notifications/components/notifications-page';
