// The routes the authorization matrix (authz-matrix.ts) leaves to other test files, each named.
/**
 * Routes whose authorization is played by another test file, because a cell of theirs depends on more
 * than whose row it is. Every route of the API is in MATRIX or here: a new route without either fails
 * authz-matrix.test.ts.
 */
export const AUTHORIZED_ELSEWHERE: Record<string, string> = {
  // Not a collection: admin-only by its own rule (unrestricted, roles and views patch), proven there with
  // its agreement with what each user gets from the API.
  'POST /api/access_preview': 'src/modules/access-preview/access-preview.test.ts',
  // Public and row-less: nothing to authorize beyond what route-registry.test.ts checks.
  'GET /api/ping': 'test/route-registry.test.ts',
  'GET /api/openapi.json': 'test/route-registry.test.ts',
  // Answers depend on the clock: blocked slots and bookings exist only inside the booking window
  // (tomorrow to the month's end), a booking also on quotas and free times, a change or cancellation on
  // the session still being ahead.
  'GET /api/tutors/:id/blocked_slots': 'src/modules/tutors/tutors.test.ts',
  'GET /api/bookable_tutors': 'src/modules/sessions/bookable-tutors.test.ts',
  // Personal (config.own): the caller's own sessions this month, counted in the clock's month.
  'GET /api/session_usage': 'src/modules/sessions/session-usage.test.ts',
  'GET /api/sessions': 'src/modules/sessions/sessions-list.test.ts',
  'GET /api/sessions/:id': 'src/modules/sessions/sessions.test.ts',
  'POST /api/sessions': 'src/modules/sessions/sessions.test.ts',
  'PATCH /api/sessions/:id': 'src/modules/sessions/sessions-changes.test.ts',
  'DELETE /api/sessions/:id': 'src/modules/sessions/sessions-changes.test.ts',
  // A weekly series is single bookings and cancels, many at once: the same clock, quotas and free times.
  'POST /api/session_series/preview': 'src/modules/sessions/series.test.ts',
  'POST /api/session_series': 'src/modules/sessions/series.test.ts',
  'DELETE /api/session_series/:id': 'src/modules/sessions/series.test.ts',
  // Counts over the sessions each role may list, as of the clock: played per role on a fixture there.
  'GET /api/insights/sessions_by_week': 'src/modules/insights/sessions-by-week.test.ts',
  'GET /api/insights/tutor_use': 'src/modules/insights/sessions-by-week.test.ts',
  // A SED is accepted only on the plan's submission weekdays (the clock) and is then queued for
  // transcription; its rows and recordings come from that pipeline.
  'GET /api/seds': 'src/modules/seds/seds.test.ts',
  'GET /api/seds/:id': 'src/modules/seds/seds.test.ts',
  'GET /api/seds/:id/audio': 'src/modules/seds/seds.test.ts',
  'POST /api/seds': 'src/modules/seds/seds.test.ts',
  // Personal (config.own): every signed-in person reaches only their own notifications and settings, and no
  // role grants another's; played there for each role against someone else's rows.
  'GET /api/notifications': 'src/modules/notifications/notifications.test.ts',
  'GET /api/notifications/unread_count': 'src/modules/notifications/notifications.test.ts',
  'PATCH /api/notifications/:id': 'src/modules/notifications/notifications.test.ts',
  'POST /api/notifications/read_all': 'src/modules/notifications/notifications.test.ts',
  'GET /api/notification_settings': 'src/modules/notifications/notifications.test.ts',
  'PUT /api/notification_settings': 'src/modules/notifications/notifications.test.ts',
  // Calendars are personal (config.own): a session's .ics only for its student and tutor, anyone else 404;
  // the caller's own feed; the feed itself is public and found by its token's hash alone.
  'GET /api/sessions/:id/ics': 'src/modules/calendar/calendar.test.ts',
  'POST /api/calendar_feed': 'src/modules/calendar/calendar.test.ts',
  'DELETE /api/calendar_feed': 'src/modules/calendar/calendar.test.ts',
  'GET /api/calendar/:token.ics': 'src/modules/calendar/calendar.test.ts',
};
