// 'Mi progreso' (issue 10; not in the spec, so in the voice of its screens).
export const MY_PROGRESS_TEXTS = {
  title: 'Mi progreso',
  description: 'Tu mejor puntaje y tu último intento en cada práctica que has completado.',
  listLabel: 'Prácticas completadas',
  loading: 'Cargando tu progreso...',
  loadError: 'Error al cargar tu progreso',
  retry: 'Reintentar',
  empty: 'Aún no has completado prácticas.',
  toPractices: 'Ir a Prácticas',
} as const;
