// The authorization matrix of users, roles, plans, user views and tutors (plus login, register and
// health): for every endpoint, every kind of caller and whose row it touches, the answer expected.
// Derived from DESIGN §4–§5 and the seeded roles (src/db/seed/system.ts); authz-matrix.test.ts plays
// every cell on fresh rows (test/world.ts) and checks the row afterwards: changed or gone when the
// answer is 2xx, byte-for-byte the same otherwise.
//
// How the expectations follow from the design:
//   · no token → 401, before anything else;
//   · the role lacks the permission (resource × create/read/patch/delete; PUT and PATCH both need
//     patch) → 403, whatever the row;
//   · the role has it but its view does not reach the row → 404 (never reveal existence), and a list
//     simply leaves the row out;
//   · admin: every permission, no view; refusals are the design's rules: a system role, or a role,
//     plan or view still in use, can't be deleted (409).
//
// The seeded roles, in short:
//   student          users, plans, roles: read — own user (id = id), own plan (id = plan_id), own role
//                    (id = role_id); tutors: read, every row; user_views: nothing.
//   tutor            users: read — own students (tutor_id = tutor_id) and self; plans and roles as the
//                    student; tutors: read, patch — own record only (id = tutor_id); user_views: nothing.
//   content_creator  users: read, every row; plans and roles: read — own only; tutors, user_views: nothing.
//   admin            everything, every row.

export const CALLERS = ['anonymous', 'studentA', 'studentB', 'tutor', 'content', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * The row a cell touches, resolved per caller (the test's `targetRow`):
 *
 *   own      users       the caller's user
 *            plans       the caller's plan (their plan_id; every caller has one)
 *            roles       the caller's role
 *            user_views  the view of the caller's role (admin's role has none: n/a)
 *            tutors      the caller's tutor record (only the tutor has one: n/a for the others);
 *                        POST: a record for the caller
 *            login       the caller's own email and password
 *   another  users       another person's user: student A ↔ student B; the tutor → student B, the
 *                        student of another tutor; content author and admin → student A
 *            plans       that same other person's plan
 *            roles       a role that is not the caller's: students → tutor; the others → student
 *            user_views  a view that is not their role's: students → tutor_view; the others → student_view
 *            tutors      another tutor's record (tutor B's, student B's tutor); POST: a record for the
 *                        other person of `users`
 *            login       the other person's email with a wrong password
 *            register    the other person's email, already taken
 *   student  users       the tutor's own student (student A); only the tutor's cells
 *   unused   roles, plans, user_views: a row nobody uses
 *   new      a create; nothing exists yet
 *
 * The anonymous caller owns nothing: their "own" is student A's row and "another" student B's.
 */
export type Target = 'own' | 'another' | 'student' | 'unused' | 'new';

/** A status, or for an unpaged list whether the row comes back (200 either way); n/a: not played. */
export type Expected = 200 | 201 | 401 | 403 | 404 | 409 | 'listed' | 'hidden' | 'n/a';

export interface MatrixLine {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  target: Target;
  expect: Record<Caller, Expected>;
}

const L = 'listed';
const H = 'hidden';
const NA = 'n/a';

function line(
  endpoint: string,
  target: Target,
  expected: [Expected, Expected, Expected, Expected, Expected, Expected],
): MatrixLine {
  const [method, path] = endpoint.split(' ') as [MatrixLine['method'], string];
  const expect = Object.fromEntries(CALLERS.map((caller, index) => [caller, expected[index]!])) as Record<
    Caller,
    Expected
  >;
  return { method, path, target, expect };
}

// The matrix reads as a table: left as aligned.
// prettier-ignore
export const MATRIX: MatrixLine[] = [
  //                                          target      anonymous studentA studentB tutor content admin
  // ── users ──
  line('GET /api/users',                      'own',      [401, L,   L,   L,   L,   L]),
  line('GET /api/users',                      'another',  [401, H,   H,   H,   L,   L]),
  line('GET /api/users',                      'student',  [NA,  NA,  NA,  L,   NA,  NA]),
  line('GET /api/users/:id',                  'own',      [401, 200, 200, 200, 200, 200]),
  line('GET /api/users/:id',                  'another',  [401, 404, 404, 404, 200, 200]),
  line('GET /api/users/:id',                  'student',  [NA,  NA,  NA,  200, NA,  NA]),
  line('POST /api/users',                     'new',      [401, 403, 403, 403, 403, 201]),
  line('PATCH /api/users/:id',                'own',      [401, 403, 403, 403, 403, 200]),
  line('PATCH /api/users/:id',                'another',  [401, 403, 403, 403, 403, 200]),
  line('PATCH /api/users/:id',                'student',  [NA,  NA,  NA,  403, NA,  NA]),
  line('PUT /api/users/:id',                  'own',      [401, 403, 403, 403, 403, 200]),
  line('PUT /api/users/:id',                  'another',  [401, 403, 403, 403, 403, 200]),
  line('PUT /api/users/:id',                  'student',  [NA,  NA,  NA,  403, NA,  NA]),
  line('DELETE /api/users/:id',               'own',      [401, 403, 403, 403, 403, 200]),
  line('DELETE /api/users/:id',               'another',  [401, 403, 403, 403, 403, 200]),
  line('DELETE /api/users/:id',               'student',  [NA,  NA,  NA,  403, NA,  NA]),

  // ── plans ──
  line('GET /api/plans',                      'own',      [401, L,   L,   L,   L,   L]),
  line('GET /api/plans',                      'another',  [401, H,   H,   H,   H,   L]),
  line('GET /api/plans',                      'unused',   [401, H,   H,   H,   H,   L]),
  line('GET /api/plans/:id',                  'own',      [401, 200, 200, 200, 200, 200]),
  line('GET /api/plans/:id',                  'another',  [401, 404, 404, 404, 404, 200]),
  line('GET /api/plans/:id',                  'unused',   [401, 404, 404, 404, 404, 200]),
  line('POST /api/plans',                     'new',      [401, 403, 403, 403, 403, 201]),
  line('PATCH /api/plans/:id',                'own',      [401, 403, 403, 403, 403, 200]),
  line('PATCH /api/plans/:id',                'another',  [401, 403, 403, 403, 403, 200]),
  line('PATCH /api/plans/:id',                'unused',   [401, 403, 403, 403, 403, 200]),
  line('PUT /api/plans/:id',                  'own',      [401, 403, 403, 403, 403, 200]),
  line('PUT /api/plans/:id',                  'another',  [401, 403, 403, 403, 403, 200]),
  line('PUT /api/plans/:id',                  'unused',   [401, 403, 403, 403, 403, 200]),
  line('DELETE /api/plans/:id',               'own',      [401, 403, 403, 403, 403, 409]), // in use
  line('DELETE /api/plans/:id',               'another',  [401, 403, 403, 403, 403, 409]), // in use
  line('DELETE /api/plans/:id',               'unused',   [401, 403, 403, 403, 403, 200]),

  // ── roles ──
  line('GET /api/roles',                      'own',      [401, L,   L,   L,   L,   L]),
  line('GET /api/roles',                      'another',  [401, H,   H,   H,   H,   L]),
  line('GET /api/roles',                      'unused',   [401, H,   H,   H,   H,   L]),
  line('GET /api/roles/:id',                  'own',      [401, 200, 200, 200, 200, 200]),
  line('GET /api/roles/:id',                  'another',  [401, 404, 404, 404, 404, 200]),
  line('GET /api/roles/:id',                  'unused',   [401, 404, 404, 404, 404, 200]),
  line('POST /api/roles',                     'new',      [401, 403, 403, 403, 403, 201]),
  line('PUT /api/roles/:id',                  'own',      [401, 403, 403, 403, 403, 200]),
  line('PUT /api/roles/:id',                  'another',  [401, 403, 403, 403, 403, 200]),
  line('PUT /api/roles/:id',                  'unused',   [401, 403, 403, 403, 403, 200]),
  line('PATCH /api/roles/:id',                'own',      [401, 403, 403, 403, 403, 200]),
  line('PATCH /api/roles/:id',                'another',  [401, 403, 403, 403, 403, 200]),
  line('PATCH /api/roles/:id',                'unused',   [401, 403, 403, 403, 403, 200]),
  line('DELETE /api/roles/:id',               'own',      [401, 403, 403, 403, 403, 409]), // system role
  line('DELETE /api/roles/:id',               'another',  [401, 403, 403, 403, 403, 409]), // system role
  line('DELETE /api/roles/:id',               'unused',   [401, 403, 403, 403, 403, 200]),

  // ── user views ──
  line('GET /api/user_views',                 'own',      [401, 403, 403, 403, 403, NA]),
  line('GET /api/user_views',                 'another',  [401, 403, 403, 403, 403, L]),
  line('GET /api/user_views',                 'unused',   [401, 403, 403, 403, 403, L]),
  line('GET /api/user_views/:id',             'own',      [401, 403, 403, 403, 403, NA]),
  line('GET /api/user_views/:id',             'another',  [401, 403, 403, 403, 403, 200]),
  line('GET /api/user_views/:id',             'unused',   [401, 403, 403, 403, 403, 200]),
  line('POST /api/user_views',                'new',      [401, 403, 403, 403, 403, 201]),
  line('PUT /api/user_views/:id',             'own',      [401, 403, 403, 403, 403, NA]),
  line('PUT /api/user_views/:id',             'another',  [401, 403, 403, 403, 403, 200]),
  line('PUT /api/user_views/:id',             'unused',   [401, 403, 403, 403, 403, 200]),
  line('PATCH /api/user_views/:id',           'own',      [401, 403, 403, 403, 403, NA]),
  line('PATCH /api/user_views/:id',           'another',  [401, 403, 403, 403, 403, 200]),
  line('PATCH /api/user_views/:id',           'unused',   [401, 403, 403, 403, 403, 200]),
  line('DELETE /api/user_views/:id',          'own',      [401, 403, 403, 403, 403, NA]),
  line('DELETE /api/user_views/:id',          'another',  [401, 403, 403, 403, 403, 409]), // a role uses it
  line('DELETE /api/user_views/:id',          'unused',   [401, 403, 403, 403, 403, 200]),

  // ── tutors ──
  line('GET /api/tutors',                     'own',      [401, NA,  NA,  L,   NA,  NA]),
  line('GET /api/tutors',                     'another',  [401, L,   L,   H,   403, L]),
  line('GET /api/tutors/:id',                 'own',      [401, NA,  NA,  200, NA,  NA]),
  line('GET /api/tutors/:id',                 'another',  [401, 200, 200, 404, 403, 200]),
  line('POST /api/tutors',                    'own',      [401, 403, 403, 403, 403, 201]),
  line('POST /api/tutors',                    'another',  [401, 403, 403, 403, 403, 201]),
  line('PATCH /api/tutors/:id',               'own',      [401, NA,  NA,  200, NA,  NA]),
  line('PATCH /api/tutors/:id',               'another',  [401, 403, 403, 404, 403, 200]),
  line('PUT /api/tutors/:id',                 'own',      [401, NA,  NA,  200, NA,  NA]),
  line('PUT /api/tutors/:id',                 'another',  [401, 403, 403, 404, 403, 200]),
  line('DELETE /api/tutors/:id',              'own',      [401, NA,  NA,  403, NA,  NA]),
  line('DELETE /api/tutors/:id',              'another',  [401, 403, 403, 403, 403, 200]),

  // ── sign-in, registration, health: public; a bearer token changes nothing ──
  line('POST /api/login',                     'own',      [200, 200, 200, 200, 200, 200]),
  line('POST /api/login',                     'another',  [401, 401, 401, 401, 401, 401]),
  line('POST /api/register',                  'new',      [200, 200, 200, 200, 200, 200]),
  line('POST /api/register',                  'another',  [409, 409, 409, 409, 409, 409]),
  line('GET /api/health',                     'new',      [200, 200, 200, 200, 200, 200]),
];

/** Every endpoint of the issue: the matrix must have at least one line for each. */
export const ENDPOINTS = [
  ...['users', 'plans', 'roles', 'user_views', 'tutors'].flatMap((collection) => [
    `GET /api/${collection}`,
    `GET /api/${collection}/:id`,
    `POST /api/${collection}`,
    `PATCH /api/${collection}/:id`,
    `PUT /api/${collection}/:id`,
    `DELETE /api/${collection}/:id`,
  ]),
  'POST /api/login',
  'POST /api/register',
  'GET /api/health',
];

/**
 * Routes whose authorization is played by another test file (their rules need more than the matrix's
 * rows: a booking window, an upload, a recording). Every route of the API is in MATRIX or here: a new
 * route without either fails authz-matrix.test.ts.
 */
export const AUTHORIZED_ELSEWHERE: Record<string, string> = {
  'GET /api/ping': 'test/route-registry.test.ts',
  'GET /api/openapi.json': 'test/route-registry.test.ts',
  'GET /api/tutors/:id/blocked_slots': 'src/modules/tutors/tutors.test.ts',
  'GET /api/sessions': 'src/modules/sessions/sessions-list.test.ts',
  'GET /api/sessions/:id': 'src/modules/sessions/sessions.test.ts',
  'POST /api/sessions': 'src/modules/sessions/sessions.test.ts',
  'PATCH /api/sessions/:id': 'src/modules/sessions/sessions-changes.test.ts',
  'DELETE /api/sessions/:id': 'src/modules/sessions/sessions-changes.test.ts',
  'GET /api/seds': 'src/modules/seds/seds.test.ts',
  'GET /api/seds/:id': 'src/modules/seds/seds.test.ts',
  'GET /api/seds/:id/audio': 'src/modules/seds/seds.test.ts',
  'POST /api/seds': 'src/modules/seds/seds.test.ts',
  'POST /api/practice_stats': 'src/modules/practice-stats/practice-stats.test.ts',
  'GET /api/practice_stats': 'src/modules/practice-stats/practice-stats-reads.test.ts',
  'GET /api/practice_stats/progress': 'src/modules/practice-stats/practice-stats-reads.test.ts',
  'GET /api/lessons': 'src/modules/lessons/lessons.test.ts',
  'GET /api/lessons/:id': 'src/modules/lessons/lessons.test.ts',
  'POST /api/lessons': 'src/modules/lessons/lessons.test.ts',
  'PUT /api/lessons/:id': 'src/modules/lessons/lessons.test.ts',
  'PATCH /api/lessons/:id': 'src/modules/lessons/lessons.test.ts',
  'DELETE /api/lessons/:id': 'src/modules/lessons/lessons.test.ts',
  'GET /api/lessons/:id/practices': 'src/modules/lessons/lessons.test.ts',
  'GET /api/practices': 'src/modules/practices/practices.test.ts',
  'GET /api/practices/:id': 'src/modules/practices/practices.test.ts',
  'POST /api/practices': 'src/modules/practices/practices.test.ts',
  'PUT /api/practices/:id': 'src/modules/practices/practices.test.ts',
  'PATCH /api/practices/:id': 'src/modules/practices/practices.test.ts',
  'DELETE /api/practices/:id': 'src/modules/practices/practices.test.ts',
  'GET /api/assignments': 'src/modules/assignments/assignments.test.ts',
  'GET /api/assignments/:id': 'src/modules/assignments/assignments.test.ts',
  'POST /api/assignments': 'src/modules/assignments/assignments.test.ts',
  'PATCH /api/assignments/:id': 'src/modules/assignments/assignments.test.ts',
  'DELETE /api/assignments/:id': 'src/modules/assignments/assignments.test.ts',
  'POST /api/assignments/:id/submissions': 'src/modules/assignments/submissions.test.ts',
  'GET /api/assignments/:id/audio': 'src/modules/assignments/submissions.test.ts',
};
