// The one place query keys are made (STYLE "Web features"): every fetcher's queryOptions and every
// invalidation names its cache entries through this factory, so `queryKeys.users.all` really covers
// every users list and detail. Keys are [resource, 'list' | 'detail' | …, …]; list params are part of
// the key, so a new search or filter is a new list starting at page 1.

/** The collections the API serves (DESIGN §4), plus what the web caches of them. */
export type ResourceName =
  | 'users'
  | 'plans'
  | 'roles'
  | 'tutors'
  | 'user_views'
  | 'seds'
  | 'sessions'
  | 'lessons'
  | 'practices'
  | 'assignments'
  | 'lesson_submissions'
  | 'practice_stats'
  | 'notifications'
  | 'notification_settings';

/** What a list is asked for: `q`, filters, sort (undefined entries are left out of the request). */
export type ListParams = Record<string, string | number | boolean | undefined>;

function resourceKeys<R extends ResourceName>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: (params: ListParams = {}) => [resource, 'list', params] as const,
    /** An unpaged list for a form's choices or a list's labels (components/resource-list/use-resource-lookup.ts). */
    lookup: (params: ListParams = {}) => [resource, 'list', 'lookup', params] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: string) => [resource, 'detail', id] as const,
  };
}

const tutors = resourceKeys('tutors');
const seds = resourceKeys('seds');
const sessions = resourceKeys('sessions');
const lessons = resourceKeys('lessons');
const practiceStats = resourceKeys('practice_stats');
const assignments = resourceKeys('assignments');
const notifications = resourceKeys('notifications');

export const queryKeys = {
  users: resourceKeys('users'),
  plans: resourceKeys('plans'),
  roles: resourceKeys('roles'),
  user_views: resourceKeys('user_views'),
  lessons: {
    ...lessons,
    /** GET /lessons/{id}/practices: under the lesson's detail, so refreshing a lesson refreshes them. */
    practices: (lessonId: string) => [...lessons.detail(lessonId), 'practices'] as const,
  },
  practices: resourceKeys('practices'),
  assignments: {
    ...assignments,
    /** The homework recording of one assignment (a Blob). */
    audio: (id: string) => [...assignments.all, 'audio', id] as const,
  },
  lesson_submissions: resourceKeys('lesson_submissions'),
  practice_stats: {
    ...practiceStats,
    /** GET /practice_stats/progress: one user's best and latest per practice (the caller's own by default). */
    progress: (userId: string) => [...practiceStats.all, 'progress', userId] as const,
  },
  tutors: {
    ...tutors,
    /** GET /bookable_tutors: under `tutors`, so a tutor change refreshes it too. */
    bookable: () => [...tutors.all, 'bookable'] as const,
  },
  seds: {
    ...seds,
    /** The recording of one SED (a Blob). */
    audio: (id: string) => [...seds.all, 'audio', id] as const,
  },
  sessions: {
    ...sessions,
    /** Upcoming or past, with the visit's fixed "now" boundary (spec part 1 §7). */
    listOf: (kind: 'upcoming' | 'past', now: string) => sessions.list({ kind, now }),
    /** GET /session_usage: the caller's sessions this month; under `sessions`, so a booking refreshes it. */
    usage: () => [...sessions.all, 'usage'] as const,
    /** POST /session_series/preview for one set of inputs; under `sessions`, so a booking refreshes it. */
    seriesPreview: (input: ListParams) => [...sessions.all, 'series_preview', input] as const,
    /** GET /insights/{figure}: counted from sessions, so marking attendance refreshes it (issue 51). */
    insights: (figure: 'sessions_by_week' | 'tutor_use', query: ListParams) =>
      [...sessions.all, 'insights', figure, query] as const,
  },
  notifications: {
    ...notifications,
    /** GET /notifications/unread_count: the bell's number. */
    unreadCount: () => [...notifications.all, 'unread_count'] as const,
  },
  /** GET /notification_settings: the caller's own email choices and feed state (one per user). */
  notification_settings: resourceKeys('notification_settings'),
} satisfies Record<ResourceName, { all: readonly [ResourceName] } & Record<string, unknown>>;
