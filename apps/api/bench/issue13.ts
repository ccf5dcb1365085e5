// Issue 13's table: each measure beside its target, from the parts of this run (each read is measured
// right after the bare route, in the same process, and its share is of that bare route: loadBesideBare).
// Printed at the end of `npm run bench` and written to bench/results/issue-13.json.
import { shareOfBare, type LoadResult } from './lib';

interface PartResult {
  runs: LoadResult[];
}

interface SessionsResult extends PartResult {
  booking: { latency_p99_ms: number; double_bookings: number; students_over_quota: number; created: number };
}

interface Row {
  measure: string;
  requests_per_second?: number;
  share_of_bare?: number;
  latency_p99_ms: number;
  target: string;
  met: boolean;
}

function readRow(part: PartResult, run: string, measure: string, minShare: number, maxP99: number): Row {
  const found = part.runs.find((r) => r.name === run);
  if (!found) throw new Error(`bench: no run named ${run}`);
  const share = shareOfBare(found) / 100;
  return {
    measure,
    requests_per_second: found.requests_per_second,
    share_of_bare: +(share * 100).toFixed(1),
    latency_p99_ms: found.latency_p99_ms,
    target: `≥ ${minShare * 100} % of bare, p99 ≤ ${maxP99} ms`,
    met: share >= minShare && found.latency_p99_ms <= maxP99 && found.non_2xx === 0 && found.errors === 0,
  };
}

export function issue13Rows(parts: { people?: PartResult; sessions?: SessionsResult }): Row[] {
  const rows: Row[] = [];
  const { people, sessions } = parts;
  if (sessions) {
    rows.push(
      readRow(sessions, 'GET /api/tutors/{id}/blocked_slots', 'blocked_slots, 1M sessions, merged runs', 0.25, 30),
      readRow(sessions, 'blocked_slots, every other slot booked', 'the same, every other slot booked', 0.15, 30),
      readRow(
        sessions,
        'GET /api/sessions upcoming page (spec query)',
        'upcoming sessions page, 1M sessions',
        0.25,
        30,
      ),
      readRow(sessions, 'GET /api/sessions past page (spec query)', 'past sessions page, 1M sessions', 0.25, 30),
    );
    const booking = sessions.booking;
    rows.push({
      measure: `booking under contention (200 students, 10 tutors): ${booking.created} booked`,
      latency_p99_ms: booking.latency_p99_ms,
      target: 'p99 ≤ 250 ms, 0 double bookings, 0 quota overruns',
      met: booking.latency_p99_ms <= 250 && booking.double_bookings === 0 && booking.students_over_quota === 0,
    });
  }
  if (people) {
    rows.push(
      readRow(
        people,
        'admin GET /api/users?page_number=n&page_size=10',
        'admin users list, a random page of 100 000 users',
        0.15,
        30,
      ),
      readRow(people, 'student GET /api/users/{own id} (filtered)', 'access-filtered single-user read', 0.3, 20),
    );
  }
  return rows;
}

export function printIssue13(rows: Row[]): void {
  console.log('\n━━ issue 13: every row beside its target ━━');
  for (const row of rows) {
    const rate =
      row.requests_per_second === undefined
        ? ''
        : `${String(row.requests_per_second).padStart(6)} req/s ${String(row.share_of_bare).padStart(5)} % of bare`;
    console.log(
      `${row.met ? '✓' : '✗'} ${row.measure.padEnd(62)} ${rate.padEnd(30)} p99 ${String(row.latency_p99_ms).padStart(4)} ms   target ${row.target}`,
    );
  }
}
