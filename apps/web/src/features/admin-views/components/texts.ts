// The user view screens' words (spec part 2 §2, §5, §6, §8 verbatim where the spec gives them; the
// rest follows the content screens' wording for the same kind of screen, docs/decisions/022).
export const VIEW_LIST_TEXTS = {
  title: 'Vistas de usuario',
  description: 'Qué colecciones alcanza un rol con vista y, con filtros, qué filas de cada una.',
  listLabel: 'Vistas',
  create: 'Nueva vista',
  search: 'Buscar vistas por nombre',
  searchPlaceholder: 'Buscar por nombre',
  loadError: 'Error al cargar las vistas',
  deleteError: 'Error al eliminar la vista',
  deleted: 'Vista eliminada',
  empty: 'Aún no hay vistas. Crea la primera con «Nueva vista».',
  noMatch: 'Ninguna vista coincide con la búsqueda.',
  end: 'No hay más vistas para cargar',
  confirmDelete: (name: string) => `¿Eliminar la vista «${name}»? Esta acción no se puede deshacer.`,
  noDescription: 'Sin descripción',
  collections: (labels: string[]) =>
    labels.length === 0
      ? 'Sin colecciones: no permite nada'
      : `${labels.length === 1 ? '1 colección' : `${labels.length} colecciones`}: ${labels.join(', ')}`,
} as const;

export const VIEW_FORM_TEXTS = {
  createTitle: 'Crear Nueva Vista',
  editTitle: 'Editar Vista',
  loading: 'Cargando vista...',
  loadError: 'Error al cargar la vista',
  name: 'Nombre',
  nameHint: 'Solo letras minúsculas y guiones bajos, p. ej. vista_sede_norte.',
  description: 'Descripción (opcional)',
  collections: 'Colecciones',
  collectionsHint:
    'Un rol con esta vista solo alcanza las colecciones permitidas. Sin filtros, una colección permitida abre todas sus filas para todas las operaciones. Con filtros, cada operación se permite solo si algún filtro la marca, y sobre las filas que cumplan alguno de esos filtros.',
  allow: (label: string) => `Permitir ${label}`,
  notAllowed: 'No permitida',
  allRows: 'Todas las filas',
  filterCount: (count: number) => (count === 1 ? '1 filtro' : `${count} filtros`),
  noFilters: 'Sin filtros: todas las filas, para todas las operaciones.',
  filter: (n: number) => `Filtro ${n}`,
  operations: 'Operaciones',
  collectionField: 'Campo de la fila',
  operator: 'Operador',
  userField: 'Campo del usuario',
  unknownValue: (value: string) => `${value} (no válido)`,
  unavailable: 'no disponible',
  // 'es igual a el id' → 'es igual al id'.
  reads: (row: string, operator: string, user: string) =>
    `Filas cuyo ${row} ${`${operator} el`.replace(/ a el$/, ' al')} ${user} del usuario.`,
  addFilter: 'Agregar filtro',
  defaultFilterHint:
    'Un filtro nuevo empieza como el predeterminado: las filas cuyo user_id es el id del usuario, para todas las operaciones.',
  removeFilter: (n: number) => `Eliminar filtro ${n}`,
  create: 'Crear Vista',
  update: 'Actualizar Vista',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  created: 'Vista creada',
  updated: 'Vista actualizada',
  saveError: 'Error al guardar la vista',
  fieldErrorsIntro: 'Revisa estos campos:',
} as const;
