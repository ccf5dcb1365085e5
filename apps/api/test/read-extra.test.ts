// A single-row read with extra columns (lib/crud getWith, ReadExtra): the extra beside the whole record,
// or beside only the record's columns the read names, under the caller's grant alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createActorLoader, PolicyCache } from '../src/access/actor';
import { tutorResource } from '../src/modules/tutors/resource';
import type { ReadExtra } from '../src/lib/crud-spec';
import { newId } from '../src/lib/ids';
import { startTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const twice: ReadExtra<{ twice: number }> = { name: 'test_twice', columns: { twice: sql<number>`2 * 21` } };
const zoneOnly: ReadExtra<{ twice: number }, 'timezone'> = { ...twice, name: 'test_zone_only', only: ['timezone'] };

describe('getWith', () => {
  it('reads the extra beside the whole record, or beside only the columns it names', async () => {
    const reads = tutorResource(t.db).service;
    const student = (await createActorLoader(t.db, new PolicyCache()).load(t.people.student1.id))!;
    const tutorId = t.people.tutor1.own_tutor_id!;
    const whole = await reads.getWith(student, tutorId, twice, {});
    expect(whole).toEqual({ ...(await reads.get(student, tutorId)), twice: 42 });
    const zone = await reads.getWith(student, tutorId, zoneOnly, {});
    expect(zone).toEqual({ timezone: whole.timezone, twice: 42 });
    await expect(reads.getWith(student, newId(), zoneOnly, {})).rejects.toMatchObject({ status: 404 });
  });
});
