import { z } from 'zod';
import {
  ACTIONS,
  COLLECTIONS,
  OPERATIONS,
  OPERATORS,
  RESOURCES,
  USER_FIELD_NAMES,
  collectionFieldKind,
  isCompatible,
  userFieldKind,
  type Collection,
  type Operation,
  type Operator,
  type UserField,
} from './vocabulary';

export const NAME_MESSAGE = 'El nombre debe contener solo letras minúsculas y guiones bajos';
/** Role and view names (spec part 2 §5). */
export const LowercaseName = z
  .string({ error: 'El nombre es obligatorio' })
  .trim()
  .min(1, 'El nombre es obligatorio')
  .max(64, 'El nombre no puede tener más de 64 caracteres')
  .regex(/^[a-z_]+$/, NAME_MESSAGE);

const unique = <T>(list: T[]) => new Set(list).size === list.length;

/**
 * Every own key of a record must be one of `names`. Checked on the raw input: zod leaves a
 * `__proto__` key (an own key after JSON.parse) out without a word, and names other unknown keys in
 * English. DESIGN §5: views and permissions with such keys are refused.
 */
function knownKeys<T extends z.ZodType>(names: readonly string[], message: string, record: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const key of Object.keys(value)) {
        if (!names.includes(key)) ctx.addIssue({ code: 'custom', path: [key], message, input: value });
      }
    }
    return value;
  }, record);
}

export const ViewFilter = z.strictObject(
  {
    operations: z
      .array(z.enum(OPERATIONS, { error: 'Operación no válida' }), { error: 'Las operaciones deben ser una lista' })
      .min(1, 'Elige al menos una operación')
      .refine(unique, 'Operaciones repetidas'),
    user_field: z.enum(USER_FIELD_NAMES as [UserField, ...UserField[]], {
      error: 'Campo de usuario no válido',
    }),
    collection_field: z.string({ error: 'Campo de colección obligatorio' }).min(1, 'Campo de colección obligatorio'),
    operator: z.enum(OPERATORS, { error: 'Operador no válido' }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Clave no permitida: ${issue.keys.join(', ')}`
        : 'El filtro debe ser un objeto',
  },
);
export type ViewFilter = {
  operations: Operation[];
  user_field: UserField;
  collection_field: string;
  operator: Operator;
};

/** The spec's default filter: the caller's id equals the row's user_id, for every operation. */
export const DEFAULT_VIEW_FILTER: ViewFilter = {
  operations: [...OPERATIONS],
  user_field: 'id',
  collection_field: 'user_id',
  operator: '$eq',
};

export const Views = knownKeys(
  COLLECTIONS,
  'Colección no válida',
  z
    .partialRecord(
      z.enum(COLLECTIONS, { error: 'Colección no válida' }),
      z.array(ViewFilter, { error: 'Los filtros deben ser una lista' }),
      { error: 'Las vistas deben ser un objeto' },
    )
    .superRefine((views, ctx) => {
      for (const [collection, filters] of Object.entries(views)) {
        filters?.forEach((filter, index) => {
          const rowKind = collectionFieldKind(collection, filter.collection_field);
          const userKind = userFieldKind(filter.user_field);
          if (!rowKind) {
            ctx.addIssue({
              code: 'custom',
              path: [collection, index, 'collection_field'],
              message: `El campo '${filter.collection_field}' no existe en ${collection}`,
            });
          } else if (!userKind || !isCompatible(filter.operator, rowKind, userKind)) {
            ctx.addIssue({
              code: 'custom',
              path: [collection, index, 'operator'],
              message: `El operador ${filter.operator} no puede comparar ${collection}.${filter.collection_field} con el campo de usuario ${filter.user_field}`,
            });
          }
        });
      }
    }),
);
export type Views = Partial<Record<Collection, ViewFilter[]>>;

export const Permissions = knownKeys(
  RESOURCES,
  'Recurso no válido',
  z.partialRecord(
    z.enum(RESOURCES, { error: 'Recurso no válido' }),
    z
      .array(z.enum(ACTIONS, { error: 'Acción no válida' }), { error: 'Las acciones deben ser una lista' })
      .refine(unique, 'Acciones repetidas'),
    { error: 'Los permisos deben ser un objeto' },
  ),
);
export type Permissions = z.infer<typeof Permissions>;
