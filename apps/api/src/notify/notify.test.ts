// notify's `alongside` (decision 013): the write a notification tells of runs in the notification's own
// statement, as a booking stores its session and the two notices — rows that reference it included.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { notifications, roles, users } from '../db/schema';
import { newId } from '../lib/ids';
import { openTestDatabase } from '../../test/database';
import { notify, type NotificationItem } from './notify';

let database: Database;
let roleId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  roleId = newId();
  await database.db.insert(roles).values({ id: roleId, name: 'Lectores de avisos' });
});

afterAll(async () => {
  await database?.close();
});

const item = (userId: string): NotificationItem => ({
  user_id: userId,
  kind: 'session_booked',
  title: 'Sesión agendada',
  body: 'Tu sesión quedó agendada.',
  link: '/sesiones',
});

/** Stores `items` for a new user created alongside, in one statement; answers the pending ids. */
async function notifyNewUser(userId: string, items: NotificationItem[]) {
  return database.db.transaction(async (tx) => {
    const created = tx.$with('created').as(
      tx
        .insert(users)
        .values({ id: userId, name: 'Ana', email: `${userId}@charla.test`, role_id: roleId })
        .returning({ id: users.id }),
    );
    return notify(tx, items, true, created);
  });
}

const countOf = async (query: Promise<unknown[]>) => (await query).length;

describe('notify alongside a write', () => {
  it('stores the write and the notifications that reference it in one statement', async () => {
    const userId = newId();
    const pending = await notifyNewUser(userId, [item(userId)]);
    const { db } = database;
    expect(await countOf(db.select().from(users).where(eq(users.id, userId)))).toBe(1);
    const stored = await db.select().from(notifications).where(eq(notifications.user_id, userId));
    expect(stored.map((row) => row.id)).toEqual(pending);
  });

  it('runs the write when there is nothing to tell', async () => {
    const userId = newId();
    expect(await notifyNewUser(userId, [])).toEqual([]);
    expect(await countOf(database.db.select().from(users).where(eq(users.id, userId)))).toBe(1);
  });
});
