// Every route path of the product (spec part 1 §2), in one place. A builder called with a
// ':param' placeholder yields the route pattern, so the router, the links and the server share one source.
const crud = (base: string) => ({
  list: base,
  create: `${base}/create`,
  edit: (id: string) => `${base}/${id}/edit`,
});

export const paths = {
  login: '/login',
  home: '/',
  profile: '/profile',
  /** Not in the spec's table: the inbox behind the header's bell, for every role (docs/decisions/024). */
  notifications: '/avisos',
  seds: {
    list: '/seds',
    upload: '/seds/enviar',
    detail: (id: string) => `/seds/${id}`,
  },
  sessions: {
    list: '/sesiones',
    book: '/sesiones/agendar',
    detail: (id: string) => `/sesiones/${id}`,
  },
  lessons: {
    list: '/lecciones',
    detail: (id: string) => `/lecciones/${id}`,
  },
  practices: {
    list: '/practices',
    detail: (id: string) => `/practices/${id}`,
  },
  /** Not in the spec's table: the student's 'Mi progreso' (issue 10), per practice played. */
  progress: '/progreso',
  tutor: {
    schedule: '/tutor/horario',
    /** Not in the spec's table: the tutor's own sessions and their feedback (docs/decisions/009). */
    sessions: '/tutor/sesiones',
    students: '/tutor/students',
    studentLessons: (studentId: string) => `/tutor/students/${studentId}/lessons`,
  },
  content: {
    lessons: crud('/content/lessons'),
    practices: crud('/content/practices'),
  },
  admin: {
    users: crud('/admin/users'),
    plans: crud('/admin/plans'),
    roles: crud('/admin/roles'),
    tutors: crud('/admin/tutors'),
    views: crud('/admin/views'),
    /** Not in the spec's table: the school's numbers as charts (issue 51, docs/decisions/038). */
    insights: '/admin/insights',
  },
} as const;
