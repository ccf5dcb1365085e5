// The authorization matrix of users, roles, plans, user views and tutors, of lessons, practices,
// assignments (with the homework upload and its playback) and practice runs, plus login, register and
// health: for every endpoint, every kind of caller and whose row it touches, the answer expected.
// Derived from DESIGN §4–§5, §7, §9, docs/decisions/019–020 and the seeded roles
// (src/db/seed/system.ts); authz-matrix.test.ts plays every cell on fresh rows (test/world.ts) and
// checks the row afterwards: changed or gone when the answer is 2xx, byte-for-byte the same otherwise.
//
// How the expectations follow from the design:
//   · no token → 401, before anything else;
//   · the role lacks the permission (resource × create/read/patch/delete; PUT and PATCH both need
//     patch) → 403, whatever the row;
//   · the role has it but its view does not reach the row → 404 (never reveal existence), and a list
//     simply leaves the row out;
//   · admin: every permission, no view; refusals are the design's rules: a system role, or a role,
//     plan or view still in use, can't be deleted (409), nor a lesson an assignment uses or a practice
//     a lesson links; nobody is their own student, so nobody assigns a lesson to themselves (404).
//
// The seeded roles, in short:
//   student          users, plans, roles: read — own user (id = id), own plan (id = plan_id), own role
//                    (id = role_id); tutors: read, every row; user_views: nothing;
//                    lessons: read — only the lessons of their assignments (assigned_user_ids ∋ id);
//                    practices: read, every row (a catalogue); assignments: read — own (user_id = id);
//                    their homework: create on their own assignments (lesson_submissions: user_id = id);
//                    practice_stats: create (own runs only), read — own runs (their users grant).
//   tutor            users: read — own students (tutor_id = tutor_id) and self; plans and roles as the
//                    student; tutors: read, patch — own record only (id = tutor_id); user_views: nothing;
//                    lessons, practices: read, every row; assignments: create, read, patch (feedback),
//                    delete — their students' (student_tutor_id = tutor_id); recordings: read theirs,
//                    never upload (the view's lesson_submissions has no create); practice_stats: read —
//                    their students' runs.
//   content_creator  users: read, every row; plans and roles: read — own only; tutors, user_views: nothing;
//                    lessons and practices: everything, every row; assignments, practice_stats: nothing.
//   admin            everything, every row; but a practice run is only ever its player's own, and
//                    homework is sent only by its own student (decision 030).

export const CALLERS = ['anonymous', 'studentA', 'studentB', 'tutor', 'content', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * The row a cell touches, resolved per caller (the test's rows, authz-rows.ts):
 *
 *   own      users       the caller's user
 *            plans       the caller's plan (their plan_id; every caller has one)
 *            roles       the caller's role
 *            user_views  the view of the caller's role (admin's role has none: n/a)
 *            tutors      the caller's tutor record (only the tutor has one: n/a for the others);
 *                        POST: a record for the caller
 *            lessons     the lesson of the caller's assignments (only students have one)
 *            assignments the caller's open assignment (only students have one); its completed one
 *                        for /audio; POST: the lesson nobody has, assigned to the caller
 *            practice_stats  the caller's run of the linked practice (only students have one);
 *                        /progress: asked with user_id = the caller; POST: a run with user_id = the caller
 *            login       the caller's own email and password
 *   another  users       another person's user: student A ↔ student B; the tutor → student B, the
 *                        student of another tutor; content author and admin → student A
 *            plans       that same other person's plan
 *            roles       a role that is not the caller's: students → tutor; the others → student
 *            user_views  a view that is not their role's: students → tutor_view; the others → student_view
 *            tutors      another tutor's record (tutor B's, student B's tutor); POST: a record for the
 *                        other person of `users`
 *            lessons, assignments, practice_stats  that other person's, as for `own`
 *            login       the other person's email with a wrong password
 *            register    the other person's email, already taken
 *   student  users, lessons, assignments, practice_stats: the tutor's own student's (student A's);
 *            only the tutor's cells
 *   unused   roles, plans, user_views: a row nobody uses; lessons: a lesson nobody is assigned;
 *            practices: a practice no lesson links
 *   linked   practices: the practice student A's lesson links
 *   new      a create; nothing exists yet
 *
 * The anonymous caller owns nothing: their "own" is student A's row and "another" student B's.
 */
export type Target = 'own' | 'another' | 'student' | 'unused' | 'linked' | 'new';

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

  // ── lessons: students only through their own assignments; content authors and admins write ──
  line('GET /api/lessons',                    'own',      [401, L,   L,   NA,  NA,  NA]),
  line('GET /api/lessons',                    'another',  [401, H,   H,   L,   L,   L]),
  line('GET /api/lessons',                    'student',  [NA,  NA,  NA,  L,   NA,  NA]),
  line('GET /api/lessons',                    'unused',   [401, H,   H,   L,   L,   L]),
  line('GET /api/lessons/:id',                'own',      [401, 200, 200, NA,  NA,  NA]),
  line('GET /api/lessons/:id',                'another',  [401, 404, 404, 200, 200, 200]),
  line('GET /api/lessons/:id',                'student',  [NA,  NA,  NA,  200, NA,  NA]),
  line('GET /api/lessons/:id',                'unused',   [401, 404, 404, 200, 200, 200]),
  line('GET /api/lessons/:id/practices',      'own',      [401, 200, 200, NA,  NA,  NA]),
  line('GET /api/lessons/:id/practices',      'another',  [401, 404, 404, 200, 200, 200]),
  line('GET /api/lessons/:id/practices',      'unused',   [401, 404, 404, 200, 200, 200]),
  line('POST /api/lessons',                   'new',      [401, 403, 403, 403, 201, 201]),
  line('PUT /api/lessons/:id',                'own',      [401, 403, 403, NA,  NA,  NA]),
  line('PUT /api/lessons/:id',                'another',  [401, 403, 403, 403, 200, 200]),
  line('PUT /api/lessons/:id',                'unused',   [401, 403, 403, 403, 200, 200]),
  line('PATCH /api/lessons/:id',              'own',      [401, 403, 403, NA,  NA,  NA]),
  line('PATCH /api/lessons/:id',              'another',  [401, 403, 403, 403, 200, 200]),
  line('PATCH /api/lessons/:id',              'student',  [NA,  NA,  NA,  403, NA,  NA]),
  line('PATCH /api/lessons/:id',              'unused',   [401, 403, 403, 403, 200, 200]),
  line('DELETE /api/lessons/:id',             'own',      [401, 403, 403, NA,  NA,  NA]),
  line('DELETE /api/lessons/:id',             'another',  [401, 403, 403, 403, 409, 409]), // assigned
  line('DELETE /api/lessons/:id',             'unused',   [401, 403, 403, 403, 200, 200]),

  // ── practices: a catalogue every learner reads; content authors and admins write ──
  line('GET /api/practices',                  'linked',   [401, L,   L,   L,   L,   L]),
  line('GET /api/practices',                  'unused',   [401, L,   L,   L,   L,   L]),
  line('GET /api/practices/:id',              'linked',   [401, 200, 200, 200, 200, 200]),
  line('GET /api/practices/:id',              'unused',   [401, 200, 200, 200, 200, 200]),
  line('POST /api/practices',                 'new',      [401, 403, 403, 403, 201, 201]),
  line('PUT /api/practices/:id',              'linked',   [401, 403, 403, 403, 200, 200]),
  line('PUT /api/practices/:id',              'unused',   [401, 403, 403, 403, 200, 200]),
  line('PATCH /api/practices/:id',            'linked',   [401, 403, 403, 403, 200, 200]),
  line('PATCH /api/practices/:id',            'unused',   [401, 403, 403, 403, 200, 200]),
  line('DELETE /api/practices/:id',           'linked',   [401, 403, 403, 403, 409, 409]), // a lesson links it
  line('DELETE /api/practices/:id',           'unused',   [401, 403, 403, 403, 200, 200]),

  // ── assignments: a student's own; a tutor's students'; homework uploaded only by its student ──
  line('GET /api/assignments',                'own',      [401, L,   L,   NA,  NA,  NA]),
  line('GET /api/assignments',                'another',  [401, H,   H,   H,   403, L]),
  line('GET /api/assignments',                'student',  [NA,  NA,  NA,  L,   NA,  NA]),
  line('GET /api/assignments/:id',            'own',      [401, 200, 200, NA,  NA,  NA]),
  line('GET /api/assignments/:id',            'another',  [401, 404, 404, 404, 403, 200]),
  line('GET /api/assignments/:id',            'student',  [NA,  NA,  NA,  200, NA,  NA]),
  line('POST /api/assignments',               'own',      [401, 403, 403, 404, 403, 404]), // nobody is their own student
  line('POST /api/assignments',               'another',  [401, 403, 403, 404, 403, 201]),
  line('POST /api/assignments',               'student',  [NA,  NA,  NA,  201, NA,  NA]),
  line('PATCH /api/assignments/:id',          'own',      [401, 403, 403, NA,  NA,  NA]),
  line('PATCH /api/assignments/:id',          'another',  [401, 403, 403, 404, 403, 200]),
  line('PATCH /api/assignments/:id',          'student',  [NA,  NA,  NA,  200, NA,  NA]),
  line('DELETE /api/assignments/:id',         'own',      [401, 403, 403, NA,  NA,  NA]),
  line('DELETE /api/assignments/:id',         'another',  [401, 403, 403, 404, 403, 200]),
  line('DELETE /api/assignments/:id',         'student',  [NA,  NA,  NA,  200, NA,  NA]),
  line('POST /api/assignments/:id/submissions', 'own',    [401, 201, 201, NA,  NA,  NA]),
  line('POST /api/assignments/:id/submissions', 'another', [401, 404, 404, 403, 403, 403]), // only its own student
  line('POST /api/assignments/:id/submissions', 'student', [NA,  NA,  NA,  403, NA,  NA]),
  line('GET /api/assignments/:id/audio',      'own',      [401, 200, 200, NA,  NA,  NA]),
  line('GET /api/assignments/:id/audio',      'another',  [401, 404, 404, 404, 403, 200]),
  line('GET /api/assignments/:id/audio',      'student',  [NA,  NA,  NA,  200, NA,  NA]),

  // ── practice runs: recorded only by their player; read through the users grant ──
  line('POST /api/practice_stats',            'own',      [401, 201, 201, 403, 403, 201]),
  line('POST /api/practice_stats',            'another',  [401, 403, 403, 403, 403, 403]), // only one's own run
  line('GET /api/practice_stats',             'own',      [401, L,   L,   NA,  NA,  NA]),
  line('GET /api/practice_stats',             'another',  [401, H,   H,   H,   403, L]),
  line('GET /api/practice_stats',             'student',  [NA,  NA,  NA,  L,   NA,  NA]),
  line('GET /api/practice_stats/progress',    'own',      [401, L,   L,   NA,  NA,  NA]),
  line('GET /api/practice_stats/progress',    'another',  [401, 404, 404, 404, 403, L]),
  line('GET /api/practice_stats/progress',    'student',  [NA,  NA,  NA,  L,   NA,  NA]),

  // ── sign-in, registration, health: public; a bearer token changes nothing ──
  line('POST /api/login',                     'own',      [200, 200, 200, 200, 200, 200]),
  line('POST /api/login',                     'another',  [401, 401, 401, 401, 401, 401]),
  line('POST /api/register',                  'new',      [200, 200, 200, 200, 200, 200]),
  line('POST /api/register',                  'another',  [409, 409, 409, 409, 409, 409]),
  line('GET /api/health',                     'new',      [200, 200, 200, 200, 200, 200]),
];

/** Every endpoint the matrix plays: it must have at least one line for each, and a cell for every caller. */
export const ENDPOINTS = [
  ...['users', 'plans', 'roles', 'user_views', 'tutors', 'lessons', 'practices'].flatMap((collection) => [
    `GET /api/${collection}`,
    `GET /api/${collection}/:id`,
    `POST /api/${collection}`,
    `PATCH /api/${collection}/:id`,
    `PUT /api/${collection}/:id`,
    `DELETE /api/${collection}/:id`,
  ]),
  'GET /api/lessons/:id/practices',
  'GET /api/assignments',
  'GET /api/assignments/:id',
  'POST /api/assignments',
  'PATCH /api/assignments/:id',
  'DELETE /api/assignments/:id',
  'POST /api/assignments/:id/submissions',
  'GET /api/assignments/:id/audio',
  'POST /api/practice_stats',
  'GET /api/practice_stats',
  'GET /api/practice_stats/progress',
  'POST /api/login',
  'POST /api/register',
  'GET /api/health',
];
