// Object-property protection (DESIGN §5): nobody changes their own role_id, plan_id, tutor_id,
// lesson_level or current_lesson_id; only a role reaching users with patch and no view filter sets
// them on others; server-owned fields (ids, timestamps, password_hash, a tutor's user; an assignment's
// student, lesson, assigner, completion; a recording's row, owner, storage key and length; the
// students a lesson reaches) never come from a body. Every refusal leaves the row byte-for-byte as it was. Plus the rules that protect rows from
// deletion: the last admin, and roles, plans and views in use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { OPERATIONS } from '@charla/domain/access';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID } from '@charla/domain/ids';
import { MARKDOWN_VERSION } from '@charla/domain/markdown';
import { PROTECTED_USER_FIELDS, type ProtectedUserField } from '@charla/domain/users';
import { readFile } from 'node:fs/promises';
import {
  assignments,
  lessonSubmissions,
  lessons,
  plans,
  practiceAttempts,
  practiceStats,
  practices,
  roles,
  tutors,
  userViews,
  users,
} from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { LAST_ADMIN_MESSAGE } from '../src/modules/users/resource';
import { startTestApp, type Client, type Reply, type TestApp } from './app';
import { createAudioFixtures, type AudioFixtures } from './audio-fixtures';
import { multipart } from './seds';
import { addLessonsAndHomework, PRACTICE_PROPS, VIDEO } from './learning-world';
import { createWorld, letters, storedRow, storedState, userRow, type World } from './world';

const OWN_FIELDS = 'No puedes cambiar tu propio rol, plan, tutor, nivel ni lección actual';
const ASSIGN = 'No tienes permiso para asignar rol, plan, tutor, nivel o lección a un usuario';

let t: TestApp;
let lessonId: string;
/** users: read + patch, reaching only their own row (a self-service profile role). */
let selfServiceRoleId: string;
/** users: read, create, patch, reaching the users that share their tutor_id (a filtered manager). */
let managerRoleId: string;
/** users: every action, no view: may assign protected fields although it is not the admin role. */
let superuserRoleId: string;

beforeAll(async () => {
  t = await startTestApp();
  lessonId = newId();
  await t.db.insert(lessons).values({ id: lessonId, title: 'Lección de prueba', task: 'Leer' });
  const selfView = newId();
  const managerView = newId();
  await t.db.insert(userViews).values([
    {
      id: selfView,
      name: 'solo_yo',
      views: { users: [{ operations: [...OPERATIONS], user_field: 'id', collection_field: 'id', operator: '$eq' }] },
    },
    {
      id: managerView,
      name: 'mis_estudiantes',
      views: {
        users: [{ operations: [...OPERATIONS], user_field: 'tutor_id', collection_field: 'tutor_id', operator: '$eq' }],
      },
    },
  ]);
  selfServiceRoleId = newId();
  managerRoleId = newId();
  superuserRoleId = newId();
  await t.db.insert(roles).values([
    { id: selfServiceRoleId, name: 'autoservicio', user_view_id: selfView, permissions: { users: ['read', 'patch'] } },
    {
      id: managerRoleId,
      name: 'coordinacion',
      user_view_id: managerView,
      permissions: { users: ['read', 'create', 'patch'] },
    },
    {
      id: superuserRoleId,
      name: 'gestion_usuarios',
      user_view_id: null,
      permissions: { users: ['create', 'read', 'patch', 'delete'] },
    },
  ]);
});
afterAll(() => t.close());

/** A user of a custom role, inside the world (their tutor_id is tutor A's, like student A's). */
async function personWithRole(w: World, roleId: string): Promise<string> {
  const id = newId();
  await t.db.insert(users).values({
    id,
    name: `Persona ${letters(6)}`,
    email: `p-${letters(12)}@charla.test`,
    phone: '1',
    role_id: roleId,
    tutor_id: w.tutors.tutorA.id,
  });
  return id;
}

/** A value for each protected field that differs from what anyone in the world has (role: the admin's). */
function differentValue(field: ProtectedUserField, w: World, currentRoleId?: string): unknown {
  switch (field) {
    case 'role_id':
      return currentRoleId === ADMIN_ROLE_ID ? CONTENT_ROLE_ID : ADMIN_ROLE_ID;
    case 'plan_id':
      return w.unused.plan.id;
    case 'tutor_id':
      return w.tutors.tutorB.id;
    case 'lesson_level':
      return 7;
    case 'current_lesson_id':
      return lessonId;
  }
}

type Method = 'patch' | 'put';
const METHODS: Method[] = ['patch', 'put'];

/** Sends the request and checks the refusal and that the row did not change by a single byte. */
async function expectRefusedUnchanged(
  table: Parameters<typeof storedRow>[1],
  id: string,
  send: () => Promise<Reply>,
  status: number,
  detail?: string,
) {
  const before = await storedRow(t.db, table, id);
  expect(before).not.toBeNull();
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ success: false, detail: detail ?? expect.any(String) });
  expect(await storedRow(t.db, table, id)).toBe(before);
}

async function expectAcceptedUnchanged(table: Parameters<typeof storedRow>[1], id: string, send: () => Promise<Reply>) {
  const before = await storedRow(t.db, table, id);
  expect(before).not.toBeNull();
  const res = await send();
  expect(res.status).toBe(200);
  expect(res.body.data.id).toBe(id);
  expect(await storedRow(t.db, table, id)).toBe(before);
}

function send(client: Client, method: Method, url: string, body: object) {
  return method === 'patch' ? client.patch(url, body) : client.put(url, body);
}

describe('protected user fields', () => {
  for (const field of PROTECTED_USER_FIELDS) {
    describe(field, () => {
      for (const method of METHODS) {
        it(`${method.toUpperCase()}: nobody changes their own — not even an admin, nor a role that may edit its own row`, async () => {
          const w = await createWorld(t.db);
          const admin = w.people.admin.id;
          await expectRefusedUnchanged(
            users,
            admin,
            () =>
              send(t.as({ id: admin }), method, `/api/users/${admin}`, {
                [field]: differentValue(field, w, ADMIN_ROLE_ID),
              }),
            403,
            OWN_FIELDS,
          );

          const self = await personWithRole(w, selfServiceRoleId);
          await expectRefusedUnchanged(
            users,
            self,
            () => send(t.as({ id: self }), method, `/api/users/${self}`, { [field]: differentValue(field, w) }),
            403,
            OWN_FIELDS,
          );
          // The same role may change its own name: the refusal is about the field.
          const renamed = await send(t.as({ id: self }), method, `/api/users/${self}`, { name: 'Nombre propio' });
          expect(renamed.status).toBe(200);

          const student = w.people.studentA.id;
          await expectRefusedUnchanged(
            users,
            student,
            () => send(t.as({ id: student }), method, `/api/users/${student}`, { [field]: differentValue(field, w) }),
            403,
          );
        });

        it(`${method.toUpperCase()}: a role whose view filters users can't set it on the users it reaches`, async () => {
          const w = await createWorld(t.db);
          const manager = await personWithRole(w, managerRoleId);
          const student = w.people.studentA.id; // same tutor_id: inside the manager's view
          await expectRefusedUnchanged(
            users,
            student,
            () => send(t.as({ id: manager }), method, `/api/users/${student}`, { [field]: differentValue(field, w) }),
            403,
            ASSIGN,
          );
          // It may change the student's name: the refusal is about the field.
          const renamed = await send(t.as({ id: manager }), method, `/api/users/${student}`, {
            name: 'Nombre corregido',
          });
          expect(renamed.status).toBe(200);
          // And a user outside its view stays invisible whatever the body.
          await expectRefusedUnchanged(
            users,
            w.people.studentB.id,
            () =>
              send(t.as({ id: manager }), method, `/api/users/${w.people.studentB.id}`, {
                [field]: differentValue(field, w),
              }),
            404,
          );
        });

        it(`${method.toUpperCase()}: an unfiltered users:patch role sets it on others`, async () => {
          for (const caller of ['admin', 'superuser'] as const) {
            const w = await createWorld(t.db);
            const callerId = caller === 'admin' ? w.people.admin.id : await personWithRole(w, superuserRoleId);
            const target = w.people.studentA.id;
            const value = differentValue(field, w);
            const res = await send(t.as({ id: callerId }), method, `/api/users/${target}`, { [field]: value });
            expect(res.status, caller).toBe(200);
            expect(res.body.data[field]).toBe(value);
            const [row] = await t.db.select().from(users).where(eq(users.id, target));
            expect(row![field]).toBe(value);
          }
        });
      }

      it('POST: only an unfiltered users:patch role creates a user with it set', async () => {
        const w = await createWorld(t.db);
        const value = differentValue(field, w);
        const manager = await personWithRole(w, managerRoleId);
        const email = `nuevo-${w.tag}@ejemplo.com`;
        const before = await storedState(t.db);
        const refused = await t
          .as({ id: manager })
          .post('/api/users', { name: 'Nueva', email, phone: '1', [field]: value });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ success: false, detail: ASSIGN });
        const student = await t
          .as({ id: w.people.studentA.id })
          .post('/api/users', { name: 'Nueva', email, phone: '1', [field]: value });
        expect(student.status).toBe(403);
        expect(await storedState(t.db)).toEqual(before);

        const created = await t
          .as({ id: w.people.admin.id })
          .post('/api/users', { name: 'Nueva', email, phone: '1', [field]: value });
        expect(created.status).toBe(201);
        const [row] = await t.db.select().from(users).where(eq(users.id, created.body.data.id));
        expect(row![field]).toBe(value);
      });
    });
  }

  it('sending back the values a user already has is not a change (the edit form sends every field)', async () => {
    const w = await createWorld(t.db);
    const admin = w.people.admin;
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    const res = await t.as({ id: admin.id }).patch(`/api/users/${admin.id}`, {
      name: 'Otro nombre',
      email: row!.email,
      phone: row!.phone,
      role_id: row!.role_id,
      plan_id: row!.plan_id,
      tutor_id: row!.tutor_id,
      lesson_level: row!.lesson_level,
      current_lesson_id: row!.current_lesson_id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Otro nombre', role_id: ADMIN_ROLE_ID });
  });

  it('a filtered creator may not even pass the defaults explicitly as another role (escalation through POST)', async () => {
    const w = await createWorld(t.db);
    const manager = await personWithRole(w, managerRoleId);
    const before = await storedState(t.db);
    for (const role_id of [ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, superuserRoleId]) {
      const res = await t
        .as({ id: manager })
        .post('/api/users', { name: 'X', email: `x-${letters(8)}@ejemplo.com`, phone: '1', role_id });
      expect(res.status, role_id).toBe(403);
    }
    expect(await storedState(t.db)).toEqual(before);
  });
});

describe('server-owned fields are never taken from a body', () => {
  const serverOwned = () => ({
    id: newId(),
    created_at: '2000-01-01T00:00:00.000Z',
    updated_at: '2000-01-01T00:00:00.000Z',
  });

  for (const method of METHODS) {
    it(`${method.toUpperCase()} /api/users: id, timestamps and password_hash are ignored, on self and on others`, async () => {
      const w = await createWorld(t.db);
      const admin = t.as({ id: w.people.admin.id });
      const body = { ...serverOwned(), password_hash: '$argon2id$v=19$m=19456,t=2,p=1$ZmFrZQ$ZmFrZQ' };
      await expectAcceptedUnchanged(users, w.people.studentA.id, () =>
        send(admin, method, `/api/users/${w.people.studentA.id}`, body),
      );
      await expectAcceptedUnchanged(users, w.people.admin.id, () =>
        send(admin, method, `/api/users/${w.people.admin.id}`, body),
      );
      expect(await storedRow(t.db, users, body.id)).toBeNull();
      // A student has no users:patch at all.
      await expectRefusedUnchanged(
        users,
        w.people.studentA.id,
        () => send(t.as({ id: w.people.studentA.id }), method, `/api/users/${w.people.studentA.id}`, body),
        403,
      );
    });

    it(`${method.toUpperCase()} /api/tutors: a tutor can't move their record to another user, nor set its id or timestamps`, async () => {
      const w = await createWorld(t.db);
      const tutorId = w.tutors.tutorA.id;
      const body = { ...serverOwned(), user_id: w.people.studentB.id };
      await expectAcceptedUnchanged(tutors, tutorId, () =>
        send(t.as({ id: w.people.tutor.id }), method, `/api/tutors/${tutorId}`, body),
      );
      await expectAcceptedUnchanged(tutors, tutorId, () =>
        send(t.as({ id: w.people.admin.id }), method, `/api/tutors/${tutorId}`, body),
      );
      // The user link is untouched on both sides.
      expect((await t.db.select().from(users).where(eq(users.id, w.people.studentB.id)))[0]!.tutor_id).toBe(
        w.tutors.tutorB.id,
      );
    });

    it(`${method.toUpperCase()} /api/plans: id and timestamps are ignored`, async () => {
      const w = await createWorld(t.db);
      await expectAcceptedUnchanged(plans, w.unused.plan.id, () =>
        send(t.as({ id: w.people.admin.id }), method, `/api/plans/${w.unused.plan.id}`, serverOwned()),
      );
    });
  }

  it('PATCH /api/roles and /api/user_views: id and timestamps are ignored', async () => {
    const w = await createWorld(t.db);
    const admin = t.as({ id: w.people.admin.id });
    await expectAcceptedUnchanged(roles, w.unused.role.id, () =>
      admin.patch(`/api/roles/${w.unused.role.id}`, serverOwned()),
    );
    await expectAcceptedUnchanged(userViews, w.unused.view.id, () =>
      admin.patch(`/api/user_views/${w.unused.view.id}`, serverOwned()),
    );
  });

  it('PUT /api/roles and /api/user_views: the id and created_at stay, whatever the body says', async () => {
    const w = await createWorld(t.db);
    const admin = t.as({ id: w.people.admin.id });
    const owned = serverOwned();
    const role = await admin.put(`/api/roles/${w.unused.role.id}`, {
      ...owned,
      name: w.unused.role.name,
      permissions: { lessons: ['read'] },
    });
    const view = await admin.put(`/api/user_views/${w.unused.view.id}`, {
      ...owned,
      name: w.unused.view.name,
      views: {},
    });
    for (const [res, table, id] of [
      [role, roles, w.unused.role.id],
      [view, userViews, w.unused.view.id],
    ] as const) {
      expect(res.status).toBe(200);
      expect(res.body.data.id).toBe(id);
      const [row] = await t.db
        .select({ created_at: table.created_at, updated_at: table.updated_at })
        .from(table)
        .where(eq(table.id, id));
      expect(row!.created_at.getFullYear()).toBeGreaterThan(2000);
      expect(row!.updated_at.getFullYear()).toBeGreaterThan(2000);
    }
    expect(await storedRow(t.db, roles, owned.id)).toBeNull();
    expect(await storedRow(t.db, userViews, owned.id)).toBeNull();
  });

  /** A practice and a run of it by `userId` (1 exercise, right at the first try: score 10). */
  async function practiceRun(userId: string) {
    const practiceId = newId();
    await t.db.insert(practices).values({
      id: practiceId,
      title: 'Práctica',
      props: {
        practice_type: 'fill-in-the-blank',
        exercises: [{ hint: 'h', sentence: 'I <blank> here.', answer: 'am' }],
      },
    });
    return {
      user_id: userId,
      practice_id: practiceId,
      total_attempts: 1,
      average_attempts: 1,
      first_try_correct_ones: 1,
      completed: 1,
      accuracy: 100,
      probability_of_knowing: 1,
      score: 10,
    };
  }

  it('POST: a created row gets a server id and timestamps; a user no password_hash from the body', async () => {
    const w = await createWorld(t.db);
    const admin = t.as({ id: w.people.admin.id });
    const cases: [string, object, Parameters<typeof storedRow>[1]][] = [
      ['/api/practice_stats', await practiceRun(w.people.admin.id), practiceStats],
      ['/api/users', { name: 'Nueva', email: `n-${w.tag}@ejemplo.com`, phone: '1', password_hash: 'texto' }, users],
      ['/api/plans', { name: 'Plan' }, plans],
      ['/api/roles', { name: `r_${w.tag}` }, roles],
      ['/api/user_views', { name: `v_${w.tag}` }, userViews],
      ['/api/tutors', { user_id: w.people.studentA.id, public_name: 'Tutor' }, tutors],
      ['/api/lessons', { title: 'Lección', video_url: VIDEO, task: 'Lee' }, lessons],
      ['/api/practices', { title: 'Práctica', instructions: 'Completa', props: PRACTICE_PROPS }, practices],
    ];
    const started = Date.now();
    for (const [url, body, table] of cases) {
      const owned = serverOwned();
      const res = await admin.post(url, { ...body, ...owned });
      expect(res.status, url).toBe(201);
      expect(res.body.data.id).not.toBe(owned.id);
      expect(await storedRow(t.db, table, owned.id)).toBeNull();
      const stored = JSON.parse((await storedRow(t.db, table, res.body.data.id))!);
      expect(Date.parse(stored.created_at)).toBeGreaterThan(started - 60_000);
      expect(Date.parse(stored.updated_at)).toBeGreaterThan(started - 60_000);
      if (table === users) expect(stored.password_hash).toBeNull();
    }
  });

  it("POST /api/practice_stats: an event's id, run, owner, practice and time are the server's", async () => {
    const w = await createWorld(t.db);
    const run = await practiceRun(w.people.studentA.id);
    const owned = serverOwned();
    const res = await t.as({ id: w.people.studentA.id }).post('/api/practice_stats', {
      ...run,
      events: [
        {
          ...owned,
          stat_id: newId(),
          user_id: w.people.studentB.id,
          practice_id: newId(),
          exercise_key: 'I <blank> here.',
          correct: true,
          attempt: 1,
          elapsed_ms: 800,
        },
      ],
    });
    expect(res.status).toBe(201);
    const rows = await t.db.select().from(practiceAttempts).where(eq(practiceAttempts.stat_id, res.body.data.id));
    expect(rows).toEqual([
      {
        id: expect.not.stringMatching(owned.id),
        stat_id: res.body.data.id,
        user_id: w.people.studentA.id,
        practice_id: run.practice_id,
        exercise_key: 'I <blank> here.',
        correct: true,
        attempt: 1,
        elapsed_ms: 800,
        created_at: new Date(res.body.data.created_at),
      },
    ]);
  });

  it('POST /api/register: a new account is always a plain student, whatever else the body says', async () => {
    const w = await createWorld(t.db);
    const owned = serverOwned();
    const res = await t.anon.post('/api/register', {
      ...owned,
      email: `r-${w.tag}@ejemplo.com`,
      password: 'segura123',
      name: 'Registrada',
      password_hash: 'x',
      role_id: ADMIN_ROLE_ID,
      plan_id: w.unused.plan.id,
      tutor_id: w.tutors.tutorA.id,
      lesson_level: 9,
      current_lesson_id: lessonId,
    });
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, `r-${w.tag}@ejemplo.com`));
    // The plan is the default one (Básico in the demo, docs/decisions/018), never the body's.
    const [defaultPlan] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.is_default, true));
    expect(row).toMatchObject({
      role_id: STUDENT_ROLE_ID,
      plan_id: defaultPlan!.id,
      tutor_id: null,
      lesson_level: 0,
      current_lesson_id: null,
    });
    expect(row!.plan_id).not.toBe(w.unused.plan.id);
    expect(row!.id).not.toBe(owned.id);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.created_at.getFullYear()).toBeGreaterThan(2000);
  });
});

describe('lessons, practices and homework: server-owned fields are never taken from a body', () => {
  let audio: AudioFixtures;
  beforeAll(async () => {
    audio = await createAudioFixtures();
  });
  afterAll(() => audio?.remove());

  const serverOwned = () => ({
    id: newId(),
    created_at: '2000-01-01T00:00:00.000Z',
    updated_at: '2000-01-01T00:00:00.000Z',
  });
  const learningWorld = async () => addLessonsAndHomework(t.db, await createWorld(t.db));
  /** A stored row without the columns a write may move. */
  const rowWithout = async (table: Parameters<typeof storedRow>[1], id: string, ...columns: string[]) => {
    const row = JSON.parse((await storedRow(t.db, table, id))!);
    for (const column of columns) delete row[column];
    return row;
  };

  it('PATCH /api/lessons and /api/practices: id and timestamps are ignored', async () => {
    const w = await learningWorld();
    const content = t.as({ id: w.people.content.id });
    const lesson = w.learning.lessons.studentA.id;
    await expectAcceptedUnchanged(lessons, lesson, () => content.patch(`/api/lessons/${lesson}`, serverOwned()));
    const practice = w.learning.practices.linked.id;
    await expectAcceptedUnchanged(practices, practice, () =>
      content.patch(`/api/practices/${practice}`, serverOwned()),
    );
  });

  it("POST, PUT and PATCH /api/lessons: the texts' HTML and its renderer version are the server's", async () => {
    const w = await learningWorld();
    const content = t.as({ id: w.people.content.id });
    const forged = { task_html: '<script>alert(1)</script>', notes_html: '<b>x</b>', html_version: 999 };
    const created = await content.post('/api/lessons', { title: 'L', video_url: VIDEO, task: 'Lee', ...forged });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const expected = { task_html: '<p>Lee</p>', notes_html: null, html_version: MARKDOWN_VERSION };
    expect(await rowWithout(lessons, id)).toMatchObject(expected);
    const put = await content.put(`/api/lessons/${id}`, { title: 'L', video_url: VIDEO, task: 'Lee', ...forged });
    expect(put.status).toBe(200);
    expect((await content.patch(`/api/lessons/${id}`, forged)).status).toBe(200);
    expect(await rowWithout(lessons, id)).toMatchObject(expected);
  });

  it('PUT /api/lessons and /api/practices: the id and created_at stay, whatever the body says', async () => {
    const w = await learningWorld();
    const content = t.as({ id: w.people.content.id });
    const lesson = w.learning.lessons.unused.id;
    const practice = w.learning.practices.unused.id;
    // The body names the other rows' ids: still only the row of the path changes.
    const answers = [
      await content.put(`/api/lessons/${lesson}`, {
        ...serverOwned(),
        id: w.learning.lessons.studentB.id,
        title: 'Lección reescrita',
        video_url: VIDEO,
        task: 'Lee',
      }),
      await content.put(`/api/practices/${practice}`, {
        ...serverOwned(),
        id: w.learning.practices.linked.id,
        title: 'Práctica reescrita',
        instructions: 'Completa',
        props: PRACTICE_PROPS,
      }),
    ];
    for (const [res, table, id, other, title] of [
      [answers[0]!, lessons, lesson, w.learning.lessons.studentB, 'Lección reescrita'],
      [answers[1]!, practices, practice, w.learning.practices.linked, 'Práctica reescrita'],
    ] as const) {
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id, title });
      const [row] = await t.db
        .select({ title: table.title, created_at: table.created_at, updated_at: table.updated_at })
        .from(table)
        .where(eq(table.id, id));
      expect(row!.created_at.getFullYear()).toBeGreaterThan(2000);
      expect(row!.updated_at.getFullYear()).toBeGreaterThan(2000);
      const [untouched] = await t.db.select({ title: table.title }).from(table).where(eq(table.id, other.id));
      expect(untouched!.title).toBe(other.title);
    }
  });

  it("a lesson body can't reach a student: assigned_user_ids is derived from assignments, never written", async () => {
    const w = await learningWorld();
    const lesson = w.learning.lessons.studentA.id;
    for (const body of [{ assigned_user_ids: [w.people.studentB.id] }, { title: 'Otra', assigned_user_ids: [] }]) {
      const res = await t.as({ id: w.people.content.id }).patch(`/api/lessons/${lesson}`, body);
      expect(res.status).toBe(200);
      expect(res.body.data).not.toHaveProperty('assigned_user_ids');
    }
    expect((await t.as({ id: w.people.studentB.id }).get(`/api/lessons/${lesson}`)).status).toBe(404);
    expect((await t.as({ id: w.people.studentA.id }).get(`/api/lessons/${lesson}`)).status).toBe(200);
  });

  it('POST /api/assignments: id, assigned_by, completed_at, feedback and timestamps are the server’s', async () => {
    const w = await learningWorld();
    const owned = serverOwned();
    const started = Date.now();
    const res = await t.as({ id: w.people.tutor.id }).post('/api/assignments', {
      ...owned,
      lesson_id: w.learning.lessons.unused.id,
      user_id: w.people.studentA.id,
      assigned_by: w.people.admin.id,
      completed_at: '2020-01-01T00:00:00.000Z',
      feedback: 'Excelente',
      submission: { id: newId(), audio_url: '/etc/passwd', audio_seconds: 1, created_at: owned.created_at },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      assigned_by: w.people.tutor.id,
      completed_at: null,
      feedback: null,
      submission: null,
    });
    expect(res.body.data.id).not.toBe(owned.id);
    expect(await storedRow(t.db, assignments, owned.id)).toBeNull();
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, res.body.data.id));
    expect(row).toMatchObject({ assigned_by: w.people.tutor.id, completed_at: null, feedback: null });
    expect(row!.created_at.getTime()).toBeGreaterThan(started - 60_000);
    expect(row!.updated_at.getTime()).toBeGreaterThan(started - 60_000);
    const [submissions] = await t.db
      .select({ n: count() })
      .from(lessonSubmissions)
      .where(eq(lessonSubmissions.assignment_id, row!.id));
    expect(submissions!.n).toBe(0);
  });

  it('PATCH /api/assignments/{id}: only the feedback is written, whatever else the body names', async () => {
    const w = await learningWorld();
    const id = w.learning.assignments.studentA.open;
    const before = await rowWithout(assignments, id, 'feedback', 'updated_at');
    const res = await t.as({ id: w.people.tutor.id }).patch(`/api/assignments/${id}`, {
      ...serverOwned(),
      feedback: 'Buen trabajo',
      user_id: w.people.studentB.id,
      lesson_id: w.learning.lessons.unused.id,
      assigned_by: w.people.admin.id,
      completed_at: '2020-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, feedback: 'Buen trabajo', completed_at: null });
    expect(await rowWithout(assignments, id, 'feedback', 'updated_at')).toEqual(before);
    const [row] = await t.db.select({ feedback: assignments.feedback }).from(assignments).where(eq(assignments.id, id));
    expect(row!.feedback).toBe('Buen trabajo');
    // The student's current lesson is what it was.
    expect((await userRow(t.db, w.people.studentA.id))!.current_lesson_id).toBe(w.learning.lessons.studentA.id);
  });

  it('POST /api/assignments/{id}/submissions: the row’s id, student, file, length and times are the server’s', async () => {
    const w = await learningWorld();
    const owned = serverOwned();
    const started = Date.now();
    // The form takes at most four fields: two submissions carry the server's fields between them.
    const forms: ['studentA' | 'studentB', Record<string, string>][] = [
      [
        'studentA',
        {
          user_id: w.people.studentB.id,
          audio_file: 'submissions/00000000-0000-7000-8000-000000000000.webm',
          audio_seconds: '9999',
        },
      ],
      ['studentB', { id: owned.id, completed_at: '2020-01-01T00:00:00.000Z', created_at: owned.created_at }],
    ];
    for (const [student, fields] of forms) {
      const id = w.learning.assignments[student].open;
      const { payload, headers } = multipart(
        { ...fields, assignment_id: id },
        { data: await readFile(await audio.speechWebm()), filename: '../../../etc/grabacion.webm' },
      );
      const res = await t
        .as({ id: w.people[student].id })
        .raw({ method: 'POST', url: `/api/assignments/${id}/submissions`, payload, headers });
      expect(res.status, student).toBe(201);
      expect(res.body.data).toMatchObject({ id, user_id: w.people[student].id });
      const [row] = await t.db.select().from(lessonSubmissions).where(eq(lessonSubmissions.assignment_id, id));
      expect(row!.id).not.toBe(owned.id);
      expect(row).toMatchObject({ user_id: w.people[student].id, audio_file: `submissions/${row!.id}.webm` });
      expect(row!.audio_seconds).toBeGreaterThan(1);
      expect(row!.audio_seconds).toBeLessThan(60);
      expect(row!.created_at.getTime()).toBeGreaterThan(started - 60_000);
      const [assignment] = await t.db.select().from(assignments).where(eq(assignments.id, id));
      expect(assignment!.completed_at!.getTime()).toBeGreaterThan(started - 60_000);
    }
    expect(await storedRow(t.db, lessonSubmissions, owned.id)).toBeNull();
  });
});

describe('the last admin', () => {
  async function admins(): Promise<string[]> {
    const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.role_id, ADMIN_ROLE_ID));
    return rows.map((row) => row.id);
  }

  /** Leaves exactly one admin (the seeded one if still there) and returns their id. */
  async function onlyOneAdmin(): Promise<string> {
    const [keep] = await admins();
    await t.db
      .update(users)
      .set({ role_id: STUDENT_ROLE_ID })
      .where(and(eq(users.role_id, ADMIN_ROLE_ID), ne(users.id, keep!)));
    expect(await admins()).toEqual([keep]);
    return keep!;
  }

  async function newAdmin(): Promise<string> {
    const id = newId();
    await t.db.insert(users).values({
      id,
      name: 'Otra admin',
      email: `admin-${letters(10)}@charla.test`,
      phone: '1',
      role_id: ADMIN_ROLE_ID,
    });
    return id;
  }

  it("can't be deleted or demoted (409), by anyone, and nothing changes", async () => {
    const w = await createWorld(t.db);
    const superuser = t.as({ id: await personWithRole(w, superuserRoleId) });
    const admin = await onlyOneAdmin();
    await expectRefusedUnchanged(users, admin, () => superuser.delete(`/api/users/${admin}`), 409, LAST_ADMIN_MESSAGE);
    for (const role_id of [STUDENT_ROLE_ID, superuserRoleId]) {
      await expectRefusedUnchanged(
        users,
        admin,
        () => superuser.patch(`/api/users/${admin}`, { role_id }),
        409,
        LAST_ADMIN_MESSAGE,
      );
      await expectRefusedUnchanged(
        users,
        admin,
        () => superuser.put(`/api/users/${admin}`, { role_id }),
        409,
        LAST_ADMIN_MESSAGE,
      );
    }
    await expectRefusedUnchanged(
      users,
      admin,
      () => t.as({ id: admin }).delete(`/api/users/${admin}`),
      409,
      LAST_ADMIN_MESSAGE,
    );
    // Demoting oneself is refused earlier still: nobody changes their own role.
    await expectRefusedUnchanged(
      users,
      admin,
      () => t.as({ id: admin }).patch(`/api/users/${admin}`, { role_id: STUDENT_ROLE_ID }),
      403,
      OWN_FIELDS,
    );
  });

  it('with two admins, one may go; then the other is the last', async () => {
    const first = await onlyOneAdmin();
    const second = await newAdmin();
    expect((await t.as({ id: first }).patch(`/api/users/${second}`, { role_id: STUDENT_ROLE_ID })).status).toBe(200);
    await expectRefusedUnchanged(
      users,
      first,
      () => t.as({ id: first }).delete(`/api/users/${first}`),
      409,
      LAST_ADMIN_MESSAGE,
    );
  });

  // Each round races two requests that would each leave one admin; together they would leave none.
  const ROUNDS = 4;

  it('two admins deleting or demoting each other at once: exactly one survives', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const a = await onlyOneAdmin();
      const b = await newAdmin();
      const results =
        round % 2 === 0
          ? await Promise.all([t.as({ id: a }).delete(`/api/users/${b}`), t.as({ id: b }).delete(`/api/users/${a}`)])
          : await Promise.all([
              t.as({ id: a }).patch(`/api/users/${b}`, { role_id: STUDENT_ROLE_ID }),
              t.as({ id: b }).patch(`/api/users/${a}`, { role_id: STUDENT_ROLE_ID }),
            ]);
      const statuses = results.map((res) => res.status);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      // The loser was refused as the last admin, or — had the winner already committed when its
      // request was authenticated — as a user who is no longer an admin (or no longer exists).
      expect([401, 403, 409]).toContain(statuses.find((status) => status !== 200));
      for (const res of results) expect(res.body.success).toBe(res.status === 200);
      expect(await admins(), `round ${round}`).toHaveLength(1);
    }
  });

  it('a third party deleting and demoting two admins at once: exactly one survives, the other request is a 409', async () => {
    const w = await createWorld(t.db);
    const superuser = t.as({ id: await personWithRole(w, superuserRoleId) });
    for (let round = 0; round < ROUNDS; round++) {
      const a = await onlyOneAdmin();
      const b = await newAdmin();
      const requests = [
        () => Promise.all([superuser.delete(`/api/users/${a}`), superuser.delete(`/api/users/${b}`)]),
        () =>
          Promise.all([
            superuser.patch(`/api/users/${a}`, { role_id: STUDENT_ROLE_ID }),
            superuser.put(`/api/users/${b}`, { role_id: STUDENT_ROLE_ID }),
          ]),
        () =>
          Promise.all([
            superuser.delete(`/api/users/${a}`),
            superuser.patch(`/api/users/${b}`, { role_id: STUDENT_ROLE_ID }),
          ]),
        () =>
          Promise.all([
            superuser.patch(`/api/users/${a}`, { role_id: STUDENT_ROLE_ID }),
            superuser.delete(`/api/users/${b}`),
          ]),
      ];
      const results = await requests[round % requests.length]!();
      expect(results.map((res) => res.status).sort(), `round ${round}`).toEqual([200, 409]);
      expect(results.find((res) => res.status === 409)!.body).toEqual({ success: false, detail: LAST_ADMIN_MESSAGE });
      expect(await admins(), `round ${round}`).toHaveLength(1);
    }
  });
});

describe('rows in use are not deleted', () => {
  async function expectInUse(url: string, detail: string) {
    const w = await createWorld(t.db);
    const before = await storedState(t.db);
    const res = await t.as({ id: w.people.admin.id }).delete(url);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, detail });
    expect(await storedState(t.db)).toEqual(before);
  }

  it('a role held by a user: 409, nothing changed', async () => {
    const w = await createWorld(t.db);
    await personWithRole(w, w.unused.role.id);
    await expectInUse(`/api/roles/${w.unused.role.id}`, 'El rol está asignado a usuarios y no se puede eliminar');
  });

  it('a plan held by a user: 409, nothing changed', async () => {
    const w = await createWorld(t.db);
    await expectInUse(
      `/api/plans/${w.people.studentA.plan_id}`,
      'El plan está asignado a usuarios y no se puede eliminar',
    );
  });

  it('a view used by a role: 409, nothing changed', async () => {
    const w = await createWorld(t.db);
    await t.db.update(roles).set({ user_view_id: w.unused.view.id }).where(eq(roles.id, w.unused.role.id));
    await expectInUse(`/api/user_views/${w.unused.view.id}`, 'La vista está asignada a un rol y no se puede eliminar');
  });

  it('once nothing uses them they go', async () => {
    const w = await createWorld(t.db);
    const admin = t.as({ id: w.people.admin.id });
    for (const url of [
      `/api/roles/${w.unused.role.id}`,
      `/api/plans/${w.unused.plan.id}`,
      `/api/user_views/${w.unused.view.id}`,
    ]) {
      const res = await admin.delete(url);
      expect(res.status, url).toBe(200);
    }
    const [row] = await t.db.select({ n: count() }).from(roles).where(eq(roles.id, w.unused.role.id));
    expect(row!.n).toBe(0);
  });
});
