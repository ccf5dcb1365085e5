// The school day's mixed load: students reading their pages, booking, recording practice runs and
// handing in homework; tutors and admins reading lists. Each request is drawn by weight.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookingWindow, groupByDisplayDate, tutorStartTimes } from '@charla/domain/booking';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { loginAll, pick } from './lib';
import type { BenchRequest } from './load';
import { runBody } from './practices';
import type { SchoolFacts } from './school-seed';
import { AVAILABILITY } from './sessions';

interface Student {
  id: string;
  token: string;
  tutorId: string;
  assignments: string[];
  /** Homework still to hand in, taken one by one. */
  open: string[];
}

/** Three seconds of a tone as a browser records it: WebM with one Opus track. */
function recording(): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'charla-bench-')), 'grabacion.webm');
  execFileSync(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'].concat([
      '-c:a',
      'libopus',
      '-b:a',
      '24k',
      file,
    ]),
  );
  return readFileSync(file);
}

function multipart(assignmentId: string, audio: Buffer) {
  const boundary = `bench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="assignment_id"\r\n\r\n${assignmentId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="audio_file"; filename="grabacion.webm"\r\n` +
        'Content-Type: audio/webm\r\n\r\n',
    ),
    audio,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** Signs the school's people in (through `apiUrl`) and returns the mix's request generator. */
export async function schoolMix(apiUrl: string, facts: SchoolFacts): Promise<() => BenchRequest> {
  const tokens = await loginAll(
    apiUrl,
    facts.students.map((s) => s.email),
  );
  const students: Student[] = facts.students.map((s, i) => ({
    id: s.id,
    token: tokens[i]!,
    tutorId: s.tutor_id,
    assignments: facts.assignments.filter((a) => a.user_id === s.id).map((a) => a.id),
    open: facts.assignments.filter((a) => a.user_id === s.id && a.open).map((a) => a.id),
  }));
  const tutors = await loginAll(apiUrl, facts.tutors);
  const [admin] = await loginAll(apiUrl, ['admin@charla.test']);
  const audio = recording();
  const now = new Date();
  const slots = [
    ...groupByDisplayDate({
      instants: tutorStartTimes(
        { id: 'x', timezone: 'America/Costa_Rica', availability: AVAILABILITY, blocked_slots: [] },
        bookingWindow(now),
      ),
      tutorId: 'x',
    }).values(),
  ].flat();
  if (slots.length === 0) throw new Error('bench: no bookable dates today (the last day of a month)');
  const nowIso = now.toISOString();
  const page = (max: number) => 1 + Math.floor(Math.random() * max);
  const auth = (token: string, json = false): Record<string, string> => ({
    authorization: `Bearer ${token}`,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });

  const asStudent: [number, (s: Student) => BenchRequest][] = [
    [
      12,
      (s) => ({
        route: 'student upcoming sessions',
        path: `/api/sessions?sort_by=meeting_time&sort_order=1&page_size=10&meeting_time_after=${nowIso}`,
        headers: auth(s.token),
      }),
    ],
    [
      8,
      (s) => ({
        route: 'student past sessions',
        path: `/api/sessions?sort_by=meeting_time&sort_order=-1&page_size=10&meeting_time_before=${nowIso}`,
        headers: auth(s.token),
      }),
    ],
    [8, (s) => ({ route: 'student GET /api/users/{own id}', path: `/api/users/${s.id}`, headers: auth(s.token) })],
    [8, (s) => ({ route: 'student assignments', path: '/api/assignments?page_size=10', headers: auth(s.token) })],
    [
      4,
      (s) => ({
        route: 'student GET /api/assignments/{id}',
        path: `/api/assignments/${pick(s.assignments)}`,
        headers: auth(s.token),
      }),
    ],
    [5, (s) => ({ route: 'student SEDs', path: '/api/seds?page_size=10', headers: auth(s.token) })],
    [
      8,
      (s) => ({
        route: 'student practices page',
        path: `/api/practices?page_number=${page(20)}&page_size=10`,
        headers: auth(s.token),
      }),
    ],
    [5, (s) => ({ route: 'student practice progress', path: '/api/practice_stats/progress', headers: auth(s.token) })],
    [5, (s) => ({ route: 'student notifications', path: '/api/notifications?page_size=10', headers: auth(s.token) })],
    [
      5,
      (s) => ({
        route: 'student blocked_slots',
        path: `/api/tutors/${s.tutorId}/blocked_slots`,
        headers: auth(s.token),
      }),
    ],
    [
      5,
      (s) => {
        const slot = pick(slots);
        const tutor = Math.random() < 0.25 ? 'any' : s.tutorId;
        return {
          route: 'student POST /api/sessions (book)',
          method: 'POST',
          path: '/api/sessions',
          headers: auth(s.token, true),
          body: JSON.stringify({ fecha: slot.date, hora: slot.time, type: 'speaking-session', tutor_id: tutor }),
          // A slot or quota already taken is a refusal the route must answer, not a failure.
          expect: [409],
        };
      },
    ],
    [
      10,
      (s) => ({
        route: 'student POST /api/practice_stats',
        method: 'POST',
        path: '/api/practice_stats',
        headers: auth(s.token, true),
        body: runBody(s.id, pick(facts.practiceIds)),
      }),
    ],
    // About one request in 400: a homework upload (probed and remuxed by ffmpeg) is rare beside the reads.
    [
      0.25,
      (s) => {
        const id = s.open.pop();
        if (!id) return { route: 'student assignments', path: '/api/assignments?page_size=10', headers: auth(s.token) };
        const form = multipart(id, audio);
        return {
          route: 'student POST homework',
          method: 'POST',
          path: `/api/assignments/${id}/submissions`,
          headers: { ...auth(s.token), 'content-type': form.type },
          body: form.body,
        };
      },
    ],
  ];
  const others: [number, () => BenchRequest][] = [
    [
      3,
      () => ({
        route: 'tutor students page',
        path: `/api/users?role_id=${STUDENT_ROLE_ID}&page_number=${page(2)}&page_size=10`,
        headers: auth(pick(tutors)),
      }),
    ],
    [
      3,
      () => ({
        route: 'tutor upcoming sessions',
        path: `/api/sessions?sort_by=meeting_time&sort_order=1&page_size=20&meeting_time_after=${nowIso}`,
        headers: auth(pick(tutors)),
      }),
    ],
    [
      2,
      () => ({
        route: 'admin users page',
        path: `/api/users?page_number=${page(100)}&page_size=20`,
        headers: auth(admin!),
      }),
    ],
    [
      2,
      () => ({
        route: 'admin sessions page',
        path: `/api/sessions?page_number=${page(100)}&page_size=20&sort_by=meeting_time&sort_order=-1`,
        headers: auth(admin!),
      }),
    ],
    [
      2,
      () => ({
        route: 'admin assignments page',
        path: `/api/assignments?page_number=${page(100)}&page_size=20`,
        headers: auth(admin!),
      }),
    ],
  ];
  const choices: [number, () => BenchRequest][] = [
    ...asStudent.map(([w, make]): [number, () => BenchRequest] => [w, () => make(pick(students))]),
    ...others,
  ];
  const total = choices.reduce((sum, [w]) => sum + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [w, make] of choices) {
      if ((r -= w) < 0) return make();
    }
    return choices[0]![1]();
  };
}
