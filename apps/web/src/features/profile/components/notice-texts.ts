// The profile's 'Avisos' and 'Calendario' sections' words (docs/decisions/024).
export const NOTICE_TEXTS = {
  title: 'Avisos',
  intro: 'En la app recibes siempre todos tus avisos (la campana de arriba). Elige cuáles quieres también por correo.',
  emailGroup: 'Recibir también por correo',
  noEmail: 'Este servidor no tiene el correo configurado: por ahora los avisos solo llegan a la app.',
  save: 'Guardar preferencias',
  saving: 'Guardando...',
  saved: 'Preferencias de avisos guardadas',
  saveError: 'No se pudieron guardar las preferencias',
  loadError: 'No se pudieron cargar tus preferencias de avisos',
} as const;

export const CALENDAR_TEXTS = {
  title: 'Calendario',
  intro: 'Un enlace privado para ver tus próximas sesiones en tu aplicación de calendario, que se actualiza sola.',
  create: 'Crear enlace del calendario',
  rotate: 'Generar un enlace nuevo',
  revoke: 'Revocar enlace',
  working: 'Un momento...',
  active: (since: string) =>
    `Tienes un enlace activo desde el ${since}. Por seguridad solo se muestra al crearlo: si lo perdiste, genera uno nuevo.`,
  urlLabel: 'Enlace privado de tu calendario',
  showOnce: 'Guárdalo ahora: no se volverá a mostrar. Selecciónalo y cópialo, o usa «Copiar enlace».',
  howTo:
    'En Google Calendar, Apple Calendar u Outlook elige «Añadir calendario desde URL» (o «Suscribirse a un calendario») y pega el enlace.',
  keepPrivate: 'Quien tenga el enlace puede ver tus sesiones: no lo compartas.',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar: el enlace quedó seleccionado, cópialo a mano.',
  confirmRotate: '¿Generar un enlace nuevo?',
  rotateWarning: 'El enlace actual dejará de funcionar en las aplicaciones donde lo añadiste.',
  confirmRevoke: '¿Revocar el enlace del calendario?',
  revokeWarning: 'Las aplicaciones suscritas dejarán de recibir tus sesiones.',
  keep: 'No, mantenerlo',
  yesRotate: 'Sí, generar uno nuevo',
  yesRevoke: 'Sí, revocar',
  created: 'Enlace del calendario creado',
  revoked: 'Enlace del calendario revocado',
  error: 'No se pudo cambiar el enlace del calendario',
  loadError: 'No se pudo cargar el estado de tu calendario',
} as const;
