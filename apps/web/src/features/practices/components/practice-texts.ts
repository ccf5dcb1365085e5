// The learner practice screens' words: spec part 2 §2, §8 verbatim where the spec gives them (the
// players' messages are the domain's PLAYER_MESSAGES, shared with the content editor's 'Probar').
export const PRACTICE_TEXTS = {
  listTitle: 'Prácticas Disponibles',
  // Issue 48: the list serves every plan's language, its own first.
  listDescription:
    'Ejercicios cortos para practicar; primero los del idioma de tu plan. Los de tiempo duran 30 segundos.',
  /** Read before the language a card shows ('Francés'). */
  languagePrefix: 'Idioma: ',
  start: 'Comenzar',
  loadMore: 'Cargar más',
  loadingMore: 'Cargando más...',
  empty: 'No hay prácticas disponibles',
  end: 'No hay más prácticas para cargar',
  listError: 'Error al cargar las prácticas',
  retry: 'Reintentar',
  exercises: (count: number) => (count === 1 ? '1 ejercicio' : `${count} ejercicios`),
  minutes: (minutes: number) => `~${minutes} min`,
  bestScore: 'Mejor puntaje',
  lastAttempt: 'Último intento',
  lastScore: (score: number) => `Puntaje: ${score}`,
  loadingPractice: 'Cargando práctica...',
  backToList: 'Volver a Prácticas',
  invalidProps: 'Los datos de esta práctica no son válidos, así que no se puede jugar:',
} as const;
