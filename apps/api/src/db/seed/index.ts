// Start-up seeding: system roles always; on an empty database either the demo (SEED_DEMO, default)
// or the first admin from ADMIN_EMAIL + ADMIN_PASSWORD. Serialised by a lock so several processes
// starting together seed once.
import { count, sql } from 'drizzle-orm';
import { ADMIN_ROLE_ID } from '@charla/domain/ids';
import { hashPassword } from '../../auth/passwords';
import { newId } from '../../lib/ids';
import type { Db } from '../client';
import { users } from '../schema';
import { meetingUrl } from '../../lib/meeting-url';
import { seedLessons } from './lessons';
import { seedNotifications } from './notifications';
import { seedPeople } from './people';
import { seedSeds } from './seds';
import { seedSessions } from './sessions';
import type { AudioStorage } from '../../storage/storage';
import { seedSystem } from './system';

const SEED_LOCK = 7_303_002;
const DEFAULT_MEETING_URL_TEMPLATE = 'https://meet.jit.si/charla-{room}';

export interface SeedOptions {
  demo: boolean;
  /** The demo's idea of now: upcoming and past sessions are placed around it. */
  now?: Date;
  meetingUrlTemplate?: string;
  /** Where demo recordings go; without it the demo has no SEDs. */
  storage?: AudioStorage;
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
}

export type SeedResult = 'demo' | 'admin' | 'none';

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedSystem(tx);
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return 'none';
    if (options.demo) {
      const people = await seedPeople(tx);
      const template = options.meetingUrlTemplate ?? DEFAULT_MEETING_URL_TEMPLATE;
      await seedSessions(tx, people, options.now ?? new Date(), () => meetingUrl(template));
      if (options.storage) await seedSeds(tx, people, options.storage, options.now ?? new Date());
      await seedLessons(tx, people, options.storage, options.now ?? new Date());
      await seedNotifications(tx, people, options.now ?? new Date());
      return 'demo';
    }
    if (options.adminEmail && options.adminPassword) {
      await tx.insert(users).values({
        id: newId(),
        name: 'Administración',
        email: options.adminEmail,
        phone: '',
        role_id: ADMIN_ROLE_ID,
        password_hash: await hashPassword(options.adminPassword),
      });
      return 'admin';
    }
    return 'none';
  });
}
