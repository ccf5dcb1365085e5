// The content practice screens' words (spec part 2 §2 practice form, §5, §8 verbatim where the spec
// gives them; the rest follows the content lesson screens' wording for the same kind of screen).
export const PRACTICE_LIST_TEXTS = {
  title: 'Prácticas',
  description: 'Los ejercicios interactivos que los estudiantes practican y que las lecciones enlazan.',
  listLabel: 'Prácticas',
  create: 'Nueva práctica',
  search: 'Buscar prácticas por título',
  searchPlaceholder: 'Buscar por título',
  loadError: 'Error al cargar las prácticas',
  deleteError: 'Error al eliminar la práctica',
  deleted: 'Práctica eliminada',
  empty: 'Aún no hay prácticas. Crea la primera con «Nueva práctica».',
  noMatch: 'Ninguna práctica coincide con la búsqueda.',
  end: 'No hay más prácticas para cargar',
  confirmDelete: (title: string) => `¿Eliminar la práctica «${title}»? Esta acción no se puede deshacer.`,
  exercises: (count: number) => (count === 1 ? '1 ejercicio' : `${count} ejercicios`),
} as const;

export const PRACTICE_FORM_TEXTS = {
  createTitle: 'Crear Nueva Práctica',
  editTitle: 'Editar Práctica',
  loading: 'Cargando práctica...',
  loadError: 'Error al cargar la práctica',
  title: 'Título',
  instructions: 'Instrucciones',
  instructionsHint: 'Lo que el estudiante lee antes de empezar.',
  // Issue 48: students see the practices in their plan's language first.
  language: 'Idioma',
  languageHint: 'El idioma que enseña: los estudiantes de un plan en ese idioma la ven primero.',
  type: 'Tipo de práctica',
  typePlaceholder: 'Selecciona un tipo',
  unknownType: (type: string) => `${type || '(sin tipo)'} — tipo desconocido, se edita como JSON`,
  unknownTypeHint: 'Este tipo no es uno de los seis que la aplicación sabe mostrar: sus datos se editan como JSON.',
  typeSwitchHint: 'Al cambiar de tipo se guarda lo escrito en cada uno: si vuelves, lo recuperas.',
  content: 'Contenido',
  chooseTypeFirst: 'Elige un tipo de práctica para escribir sus ejercicios.',
  create: 'Crear Práctica',
  update: 'Actualizar Práctica',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  created: 'Práctica creada',
  updated: 'Práctica actualizada',
  saveError: 'Error al guardar la práctica',
  fieldErrorsIntro: 'Revisa estos campos:',
  positionsBlock: 'Por favor corrige los errores de validación antes de guardar',
  tryIt: 'Probar',
  tryTitle: 'Probar práctica',
  tryNote: 'Así la verá el estudiante. No se guarda nada ni se envían resultados.',
} as const;

/** The names of the fields and their groups, shared by the editors and the error box's list. */
export const FIELD_LABELS = {
  title: PRACTICE_FORM_TEXTS.title,
  instructions: PRACTICE_FORM_TEXTS.instructions,
  language: PRACTICE_FORM_TEXTS.language,
  props: PRACTICE_FORM_TEXTS.content,
  practice_type: PRACTICE_FORM_TEXTS.type,
  word: 'Palabra',
  tweaks: 'Letras',
  sentence: 'Oración',
  allowed_positions: 'Posiciones permitidas',
  hint: 'Pista',
  answer: 'Respuesta',
  original_sentence: 'Oración original',
  transformed_sentence: 'Oración transformada',
  image_url: 'Imagen',
  value: 'Palabra correcta',
  text: 'Oración',
  image: 'Imagen (opcional)',
} as const;

/** A list of the props: its legend, one row's name, and its buttons. */
export const LIST_LABELS = {
  exercises: { legend: 'Ejercicios', item: 'Ejercicio', add: 'Agregar ejercicio' },
  image_word_pairs: { legend: 'Imágenes y palabras', item: 'Par', add: 'Agregar par' },
  options: { legend: 'Opciones', item: 'Opción', add: 'Agregar opción' },
  sentences: { legend: 'Oraciones', item: 'Oración', add: 'Agregar oración' },
} as const;

export type ListName = keyof typeof LIST_LABELS;

export const itemName = (list: ListName, index: number) => `${LIST_LABELS[list].item} ${index + 1}`;
export const removeLabel = (list: ListName) => (index: number) => `Eliminar ${itemName(list, index).toLowerCase()}`;

export const EDITOR_TEXTS = {
  letterTweakHint:
    'Escribe la palabra: se crea una letra por cada una. Marca cómo debe quedar cada letra al final: una vocal corta, larga o muda; una consonante sonora o muda.',
  letterPrefix: (index: number) => `Letra ${index + 1}:`,
  letterStates: { short: 'corta', long: 'larga', silent: 'muda', sounded: 'sonora' },
  noLetters: 'Escribe la palabra para marcar sus letras.',
  unreachable: 'no se puede marcar jugando',
  imageHint: 'Una ruta que empieza con / (una imagen de la aplicación), un texto o un emoji.',
  imagePreview: 'Vista previa de la imagen',
  positionsHint: 'Números separados por comas: 0 es antes de la primera palabra.',
  gapsLabel: 'Huecos de la oración',
  gapsHint: 'Toca un número para permitirlo o quitarlo.',
  gap: (position: number) => `Posición ${position}`,
  notANumber: 'not a number',
  negative: 'must be non-negative',
  invalidValues: (values: string[]) => `Valores inválidos: ${values.join(', ')}`,
  blankHint: 'Escribe <blank> donde va la respuesta, una sola vez.',
  rawJson: 'Datos de la práctica (JSON)',
  rawJsonHint: 'Un objeto JSON con practice_type. Mientras el texto no sea JSON válido se guarda el último válido.',
} as const;
