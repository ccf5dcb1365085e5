// The platform's people: 100 000 bulk students on PostgreSQL (password charla123), for the platform
// and SED parts.
import pg from 'pg';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { hashPassword } from '../src/auth/passwords';
import { PASSWORD, databaseUrl } from './lib';

export const TARGET_USERS = 100_000;

/** Bulk-inserts students until there are TARGET_USERS users (one statement per 10 000). */
export async function seedUsers(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const hash = await hashPassword(PASSWORD);
    let { rows } = await client.query<{ n: string }>('select count(*) as n from users');
    let count = Number(rows[0]!.n);
    while (count < TARGET_USERS) {
      const batch = Math.min(10_000, TARGET_USERS - count);
      await client.query(
        `insert into users (id, name, email, phone, password_hash, role_id, lesson_level)
         select gen_random_uuid(), 'Estudiante ' || (n + $1), 'bench' || (n + $1) || '@charla.test', '555',
                $2, $3, (n % 10)
         from generate_series(1, $4) as n`,
        [count, hash, STUDENT_ROLE_ID, batch],
      );
      ({ rows } = await client.query<{ n: string }>('select count(*) as n from users'));
      count = Number(rows[0]!.n);
    }
    await client.query('vacuum (analyze) users');
    return count;
  } finally {
    await client.end();
  }
}
