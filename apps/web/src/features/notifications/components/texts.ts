// The inbox's words (docs/decisions/024), in the wording of the app's other lists.
export const INBOX_TEXTS = {
  title: 'Avisos',
  description: 'Lo que pasó con tus sesiones, SEDs y lecciones, del más reciente al más antiguo.',
  listLabel: 'Tus avisos',
  markAll: 'Marcar todas como leídas',
  markingAll: 'Marcando...',
  allRead: 'Todos tus avisos están marcados como leídos',
  markAllError: 'No se pudieron marcar los avisos como leídos',
  loadError: 'Error al cargar los avisos',
  connectionError: 'Error de conexión',
  empty: 'No tienes avisos.',
  emptyHint: 'Aquí verás cuando se agende, cambie o cancele una sesión, y otras novedades de tus clases.',
  end: 'No hay más avisos.',
  unread: 'Sin leer',
} as const;
