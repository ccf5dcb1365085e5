// The content lesson screens' words (spec part 2 §2, §8 verbatim where the spec gives them; the rest
// follows the practice form's wording, spec part 2 §2, for the same kind of screen).
export const LESSON_LIST_TEXTS = {
  title: 'Lecciones',
  description: 'Las lecciones que los tutores asignan a sus estudiantes.',
  listLabel: 'Lecciones',
  create: 'Nueva lección',
  search: 'Buscar lecciones por título',
  searchPlaceholder: 'Buscar por título',
  loadError: 'Error al cargar las lecciones',
  deleteError: 'Error al eliminar la lección',
  deleted: 'Lección eliminada',
  empty: 'Aún no hay lecciones. Crea la primera con «Nueva lección».',
  noMatch: 'Ninguna lección coincide con la búsqueda.',
  end: 'No hay más lecciones para cargar',
  confirmDelete: (title: string) => `¿Eliminar la lección «${title}»? Esta acción no se puede deshacer.`,
  linkedCount: (count: number) =>
    count === 0 ? 'Sin prácticas enlazadas' : count === 1 ? '1 práctica enlazada' : `${count} prácticas enlazadas`,
} as const;

export const LESSON_FORM_TEXTS = {
  createTitle: 'Crear Nueva Lección',
  editTitle: 'Editar Lección',
  loading: 'Cargando lección...',
  loadError: 'Error al cargar la lección',
  title: 'Título',
  videoUrl: 'URL del video',
  videoUrlHint:
    'Un enlace de YouTube (watch, youtu.be, shorts o embed); la vista previa muestra cómo lo verá el estudiante.',
  task: 'Tarea',
  taskHint: 'En Markdown: lo que el estudiante debe hacer y grabar.',
  notes: 'Notas (opcional)',
  notesHint: 'En Markdown: encabezados, listas, enlaces e imágenes.',
  modeLabel: 'Modo del formulario',
  edit: 'Editar',
  preview: 'Vista previa',
  previewNote: 'Así verá el estudiante esta lección.',
  untitled: 'Lección sin título',
  create: 'Crear Lección',
  update: 'Actualizar Lección',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  created: 'Lección creada',
  updated: 'Lección actualizada',
  saveError: 'Error al guardar la lección',
  validationFallback: 'Error de validación. Por favor, revisa los datos ingresados.',
} as const;

/** The passage to read aloud (issue 49). */
export const READING_FIELD_TEXTS = {
  text: 'Texto para leer en voz alta (opcional)',
  textHint:
    'Texto sin formato. El estudiante lo verá sobre la grabadora, y su lectura se revisará palabra por palabra.',
  count: (words: string, isOne: boolean) => `${words} ${isOne ? 'palabra' : 'palabras'}`,
  limit: (max: string) => `máximo ${max}`,
  language: 'Idioma del texto',
} as const;

export const PRACTICE_LINK_TEXTS = {
  panel: (count: number) => `Prácticas enlazadas (${count})`,
  panelHint: 'Los estudiantes verán estas prácticas, en este orden, como ejercicios recomendados de la lección.',
  linkedLabel: 'Prácticas enlazadas, en orden',
  noneLinked: 'Esta lección aún no enlaza prácticas.',
  loadingLinked: 'Cargando prácticas enlazadas...',
  unknownPractice: 'Práctica no disponible',
  position: (n: number) => `${n}.`,
  moveUp: (title: string) => `Subir ${title}`,
  moveDown: (title: string) => `Bajar ${title}`,
  moved: (title: string, n: number, total: number) => `${title}: posición ${n} de ${total}`,
  link: 'Enlazar',
  unlink: 'Desenlazar',
  linked: 'Práctica enlazada',
  unlinked: 'Práctica desenlazada',
  limitReached: (max: number) => `Una lección puede enlazar como máximo ${max} prácticas.`,
  search: 'Buscar prácticas por título',
  searchPlaceholder: 'Buscar prácticas por título',
  searchLabel: 'Prácticas para enlazar',
  searchTitle: 'Enlazar prácticas',
  loadError: 'Error al cargar las prácticas',
  empty: 'No hay prácticas disponibles',
  noMatch: 'Ninguna práctica coincide con la búsqueda.',
  end: 'No hay más prácticas para cargar',
} as const;
