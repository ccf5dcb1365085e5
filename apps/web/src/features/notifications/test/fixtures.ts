// Canned inbox rows for the notification screens' tests.
import type { Notification } from '@charla/domain/notifications';
import { json, type Reply } from '@/test/api-stub';
import { USER_ID } from '@/test/tokens';

export const notificationId = (n: number) => `01a1fb99-0000-7000-8000-${String(n).padStart(12, '0')}`;

export function makeNotification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: notificationId(n),
    user_id: USER_ID,
    kind: 'session_booked',
    title: `Aviso ${n}`,
    body: `Texto del aviso ${n}`,
    link: '/sesiones',
    session_id: null,
    read_at: null,
    created_at: '2026-11-20T17:30:00.000Z',
    ...overrides,
  };
}

export const pageKey = (page: number) => `GET /api/notifications?page_number=${page}&page_size=10`;
export const listPage = (rows: Notification[], page = 1): Reply =>
  json({ success: true, data: { data: rows, page_number: page, page_size: 10 } });
export const unreadKey = 'GET /api/notifications/unread_count';
export const unreadReply = (unread: number): Reply => json({ success: true, data: { unread } });
