// "Ver como…" (issue 11): POST /api/access_preview answers, for a user, what each collection lets them do
// and which rows an unpaged list reaches — and it agrees with what that very user gets from the API, for
// every demo role and for generated views (derived fields, null user values, text and array operators),
// with the saved role and view and with a draft once it is saved. Admin-only, read-only, ids, labels in
// people's words and the moment of rows named by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  DEFAULT_VIEW_FILTER,
  PREVIEW_SAMPLE_SIZE,
  RESOURCES,
  type Collection,
  type CollectionPreview,
  type Permissions,
  type Views,
} from '@charla/domain/access';
import { SESSION_TYPE_LABELS, type SessionType } from '@charla/domain/booking';
import { ADMIN_ROLE_ID, TUTOR_VIEW_ID } from '@charla/domain/ids';
import { SED_STATUS_LABELS, type SedStatus } from '@charla/domain/seds';
import { parseTimestamp } from '@charla/domain/time';
import { seds } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type Client, type Person, type TestApp } from '../../../test/app';
import { grant, READ, restrictedPerson } from '../../../test/view-roles';
import { PREVIEW_FORBIDDEN } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Collections with an unpaged list route of their own (homework is listed through its assignment). */
const LISTED = COLLECTIONS.filter((collection) => collection !== 'lesson_submissions');

const READ_ALL: Permissions = Object.fromEntries(RESOURCES.map((resource) => [resource, ['read']]));

async function preview(body: unknown, as: Client = t.as('admin')) {
  const res = await as.post('/api/access_preview', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { collections: CollectionPreview[]; draft: boolean; user: { id: string } };
}

/** What the user really gets: GET /api/<collection>, unpaged, as them. */
async function expectAgreement(collections: CollectionPreview[], client: Client, who: string) {
  for (const collection of LISTED) {
    const seen = collections.find((c) => c.collection === collection)!;
    const res = await client.get(`/api/${collection}`);
    if (seen.count === null) {
      expect(res.status, `${who} · ${collection}`).toBe(403);
      expect(seen.operations, `${who} · ${collection}`).not.toContain('list');
      continue;
    }
    expect(res.status, `${who} · ${collection}: ${JSON.stringify(res.body)}`).toBe(200);
    const ids = (res.body.data.data as { id: string }[]).map((row) => row.id);
    expect(seen.count, `${who} · ${collection}`).toBe(ids.length);
    expect(seen.rows.length, `${who} · ${collection}`).toBe(Math.min(PREVIEW_SAMPLE_SIZE, ids.length));
    for (const row of seen.rows) {
      expect(ids, `${who} · ${collection}`).toContain(row.id);
      expect(Object.keys(row).sort()).toEqual(['at', 'id', 'label']);
    }
  }
}

describe('agrees with the API', () => {
  const DEMO: Person[] = ['admin', 'content', 'tutor1', 'tutor2', 'student1', 'student2', 'student4'];
  for (const person of DEMO) {
    it(`for ${person} with their saved role`, async () => {
      const result = await preview({ user_id: t.people[person].id });
      expect(result.draft).toBe(false);
      expect(result.collections.map((c) => c.collection)).toEqual([...COLLECTIONS]);
      await expectAgreement(result.collections, t.as(person), person);
    });
  }

  it('says what the demo roles reach in words the admin can check', async () => {
    const student = await preview({ user_id: t.people.student1.id });
    const users = student.collections.find((c) => c.collection === 'users')!;
    expect(users).toMatchObject({ allowed: true, filtered: true, count: 1, operations: ['list', 'read'] });
    expect(users.rows[0]!.id).toBe(t.people.student1.id);
    expect(student.collections.find((c) => c.collection === 'user_views')).toMatchObject({
      allowed: false,
      operations: [],
      count: null,
      rows: [],
    });
    const admin = await preview({ user_id: t.people.admin.id });
    for (const c of admin.collections) expect(c.filtered, c.collection).toBe(false);
    expect(admin.collections.find((c) => c.collection === 'users')!.operations).toEqual([
      'create',
      'list',
      'read',
      'update',
      'delete',
    ]);
  });

  it("names roles, sessions and SEDs in people's words, with the moment each happened (issue 48)", async () => {
    const sed = (status: SedStatus, created_at: Date) => ({
      id: newId(),
      user_id: t.people.student1.id,
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      audio_file: `seds/${status}.webm`,
      status,
      created_at,
    });
    await t.db
      .insert(seds)
      .values([sed('fallido', new Date('2026-03-02T18:30:00Z')), sed('listo', new Date('2026-03-01T09:05:00Z'))]);
    const student = await preview({ user_id: t.people.student1.id });
    const named = {
      sessions: (row: Record<string, string>) => ({
        label: `Sesión de ${SESSION_TYPE_LABELS[row.type as SessionType]}`,
        at: row.meeting_time!,
      }),
      seds: (row: Record<string, string>) => ({
        label: `SED ${SED_STATUS_LABELS[row.status as SedStatus].toLowerCase()}`,
        at: row.created_at!,
      }),
    };
    for (const [collection, expected] of Object.entries(named)) {
      const seen = student.collections.find((c) => c.collection === collection)!;
      expect(seen.rows.length, collection).toBeGreaterThan(0);
      const own = (await t.as('student1').get(`/api/${collection}`)).body.data.data as Record<string, string>[];
      for (const row of seen.rows) {
        const wanted = expected(own.find((entry) => entry.id === row.id)!);
        expect(row.label).toBe(wanted.label);
        expect(parseTimestamp(row.at!).getTime()).toBe(parseTimestamp(wanted.at).getTime());
      }
      const moments = seen.rows.map((row) => parseTimestamp(row.at!).getTime());
      expect(moments, `${collection} in time order`).toEqual([...moments].sort((a, b) => a - b));
    }
    // A seeded role by its Spanish name, not its key.
    expect(student.collections.find((c) => c.collection === 'roles')!.rows).toEqual([
      { id: expect.any(String), label: 'Estudiante', at: null },
    ]);
    const users = student.collections.find((c) => c.collection === 'users')!;
    const { name } = (await t.as('student1').get(`/api/users/${t.people.student1.id}`)).body.data;
    expect(users.rows).toEqual([{ id: t.people.student1.id, label: name, at: null }]);
  });

  const planOf = () => t.people.student1.plan_id!;
  const GENERATED: { name: string; views: Views; fields: () => Record<string, unknown> }[] = [
    {
      // The journey: users of one plan only.
      name: 'same_plan',
      views: {
        users: [grant(READ, 'plan_id', '$eq', 'plan_id')],
        plans: [grant(READ, 'id', '$eq', 'plan_id')],
        sessions: [grant(READ, 'tutor_id', '$eq', 'tutor_id')], // no tutor_id: fails closed, nothing
        practices: [],
      },
      fields: () => ({ plan_id: planOf() }),
    },
    {
      // Derived fields: the lessons assigned to the caller, the assignments of their tutor's students.
      name: 'derived',
      views: {
        lessons: [grant(READ, 'assigned_user_ids', '$contains', 'id')],
        assignments: [grant(READ, 'student_tutor_id', '$eq', 'tutor_id')],
        users: [grant(READ, 'lesson_level', '$gte', 'lesson_level'), grant(['read'], 'id', '$eq', 'id')],
        seds: [grant(READ, 'user_id', '$ne', 'id')],
        tutors: [],
      },
      fields: () => ({ tutor_id: t.people.tutor1.own_tutor_id, lesson_level: 1 }),
    },
    {
      // Text and array operators, a grant without list (read only), a collection left out.
      name: 'text_ops',
      views: {
        users: [grant(READ, 'name', '$contains', 'name'), grant(['read'], 'email', '$eq', 'email')],
        roles: [grant(READ, 'name', '$not_contains', 'phone')],
        plans: [grant(READ, 'sed_submission_days', '$nin', 'name')],
        user_views: [grant(['read'], 'id', '$eq', 'id')],
        sessions: [{ ...DEFAULT_VIEW_FILTER }],
      },
      fields: () => ({ name: 'a' }),
    },
  ];
  for (const generated of GENERATED) {
    it(`for a generated view: ${generated.name}`, async () => {
      const person = await restrictedPerson(t, generated.name, READ_ALL, generated.views, generated.fields() as never);
      const result = await preview({ user_id: person.id });
      await expectAgreement(result.collections, person.client, generated.name);
      const listed = result.collections.filter((c) => c.count !== null).map((c) => c.collection);
      expect(listed.sort()).toEqual(
        (Object.keys(generated.views) as Collection[]).filter((c) => c !== 'user_views').sort(),
      );
    });
  }

  it('with a view draft: what it shows is what the user gets once the view is saved', async () => {
    const person = await restrictedPerson(
      t,
      'draft_view',
      READ_ALL,
      { users: [grant(READ, 'id', '$eq', 'id')] },
      {
        plan_id: planOf(),
      },
    );
    const draft: Views = {
      users: [grant(READ, 'plan_id', '$eq', 'plan_id')],
      lessons: [],
      tutors: [grant(READ, 'id', '$eq', 'tutor_id')],
    };
    const before = await preview({ user_id: person.id });
    const after = await preview({ user_id: person.id, view: { id: person.viewId, views: draft } });
    expect(after.draft).toBe(true);
    expect(before.collections.find((c) => c.collection === 'users')!.count).toBe(1);
    expect(after.collections.find((c) => c.collection === 'users')!.count).toBeGreaterThan(1);
    // Nothing was saved by the preview.
    await expectAgreement(before.collections, person.client, 'draft_view antes');
    const saved = await t
      .as('admin')
      .put(`/api/user_views/${person.viewId}`, { name: 'draft_view_view', views: draft });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expectAgreement(after.collections, person.client, 'draft_view después');
  });

  it('with a role draft: its permissions and its linked view, as the user gets them once saved', async () => {
    const person = await restrictedPerson(t, 'draft_role', { users: ['read'] }, { users: [] });
    const role = {
      permissions: { ...READ_ALL, lessons: ['read', 'patch'] } as Permissions,
      user_view_id: TUTOR_VIEW_ID,
    };
    const after = await preview({ user_id: person.id, role });
    expect(after.collections.find((c) => c.collection === 'lessons')!.operations).toEqual(['list', 'read', 'update']);
    const saved = await t.as('admin').put(`/api/roles/${person.roleId}`, { name: 'draft_role_role', ...role });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expectAgreement(after.collections, person.client, 'draft_role después');
    // No view at all: every row its permissions reach.
    const open = await preview({ user_id: person.id, role: { permissions: READ_ALL, user_view_id: null } });
    for (const c of open.collections) expect(c.filtered, c.collection).toBe(false);
  });
});

describe('who may ask', () => {
  it('refuses the demo roles other than admin with 403, before reading the body', async () => {
    for (const person of ['student1', 'tutor1', 'content'] as const) {
      for (const body of [{ user_id: t.people.admin.id }, { user_id: 'nope', role: 5 }]) {
        const res = await t.as(person).post('/api/access_preview', body);
        expect(res.status, person).toBe(403);
        expect(res.body.success).toBe(false);
      }
    }
  });

  it('refuses an admin-like role narrowed by a view: it could learn rows its own view hides', async () => {
    const all: Permissions = Object.fromEntries(
      RESOURCES.map((resource) => [resource, ['create', 'read', 'patch', 'delete']]),
    );
    const views: Views = Object.fromEntries(COLLECTIONS.map((collection) => [collection, []]));
    const person = await restrictedPerson(t, 'almost_admin', all, {
      ...views,
      seds: [grant(READ, 'user_id', '$eq', 'id')],
    });
    const res = await person.client.post('/api/access_preview', { user_id: t.people.student1.id });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(PREVIEW_FORBIDDEN);
  });

  it('asks for a token', async () => {
    expect((await t.anon.post('/api/access_preview', { user_id: t.people.admin.id })).status).toBe(401);
  });
});

describe('what it takes', () => {
  const admin = () => t.as('admin');

  it('answers 422 in Spanish on the field for a bad body', async () => {
    const bad = await admin().post('/api/access_preview', { user_id: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'user_id'], msg: 'Identificador no válido' });

    const view = await admin().post('/api/access_preview', {
      user_id: t.people.student1.id,
      view: { views: { users: [{ ...DEFAULT_VIEW_FILTER, collection_field: 'password_hash' }] } },
    });
    expect(view.status).toBe(422);
    expect(view.body.detail[0].loc).toEqual(['body', 'view', 'views', 'users', 0, 'collection_field']);
    expect(view.body.detail[0].msg).toMatch(/no existe en users/);

    const perms = await admin().post('/api/access_preview', {
      user_id: t.people.student1.id,
      role: { permissions: { __proto__: ['read'], users: ['fly'] } },
    });
    expect(perms.status).toBe(422);

    const extra = await admin().post('/api/access_preview', { user_id: t.people.student1.id, password_hash: 'x' });
    expect(extra.status).toBe(422);
    expect(JSON.stringify(extra.body.detail)).toContain('Clave no permitida');

    for (const body of [null, [], 'x', { user_id: t.people.student1.id, role: [] }]) {
      const res = await admin().raw({
        method: 'POST',
        url: '/api/access_preview',
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect([400, 422], JSON.stringify(body)).toContain(res.status);
      expect(res.body.success).toBe(false);
    }
  });

  it('answers 404 for an unknown user and 422 for a role draft naming a view that does not exist', async () => {
    const unknown = await admin().post('/api/access_preview', { user_id: '00000000-0000-7000-8000-00000000dead' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Usuario no encontrado');
    const noView = await admin().post('/api/access_preview', {
      user_id: t.people.student1.id,
      role: { permissions: READ_ALL, user_view_id: '00000000-0000-7000-8000-00000000beef' },
    });
    expect(noView.status).toBe(422);
    expect(noView.body.detail[0]).toMatchObject({
      loc: ['body', 'role', 'user_view_id'],
      msg: 'La vista de usuario no existe',
    });
  });

  it('changes nothing: the admin role and the user stay as they were', async () => {
    const roleBefore = (await admin().get(`/api/roles/${ADMIN_ROLE_ID}`)).body.data;
    const userBefore = (await admin().get(`/api/users/${t.people.student1.id}`)).body.data;
    await preview({ user_id: t.people.student1.id, role: { permissions: {}, user_view_id: null } });
    expect((await admin().get(`/api/roles/${ADMIN_ROLE_ID}`)).body.data).toEqual(roleBefore);
    expect((await admin().get(`/api/users/${t.people.student1.id}`)).body.data).toEqual(userBefore);
  });
});
