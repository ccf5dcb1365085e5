// The admin area's chunk: placeholders until its screens land (coming-soon-routes.ts).
export { ComingSoon } from '@/components/coming-soon';
