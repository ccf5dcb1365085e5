import { z } from 'zod';
import { isUuid } from '../ids/index';

export const Id = z.string({ error: 'Identificador obligatorio' }).refine(isUuid, 'Identificador no válido');
export const NullableId = Id.nullable();

/** An instant as the API emits it: ISO 8601 with `Z` (DESIGN §3). */
export const Timestamp = z.string().describe('Instante ISO 8601 (UTC)');

/** The envelopes every answer uses (DESIGN §4), for the API's response schemas. */
export const itemResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const listResponse = <T extends z.ZodType>(item: T) =>
  itemResponse(z.object({ data: z.array(item), page_number: z.int().nullable(), page_size: z.int() }));
export const ValidationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
/** GET /api/ping; GET /api/health (the details only for an admin or a probe on the machine itself). */
export const PingResponse = z.object({ success: z.literal(true) });
export const HealthResponse = itemResponse(
  z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']).optional(),
    speech_engine: z.string().optional(),
    storage: z.enum(['local', 's3']).optional(),
  }),
);
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  detail: z.union([z.string(), z.array(ValidationIssueSchema)]),
});

/** The page sizes a list takes (anything else is a 422): the server's statements stay a fixed set. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** DESIGN §4: a list without page_number is "unpaged" for lookups and returns at most this many. */
export const UNPAGED_LIMIT = 1000;

export interface ListPage<T> {
  data: T[];
  page_number: number | null;
  page_size: number;
}
export interface ItemResponse<T> {
  success: true;
  data: T;
}
export interface ListResponse<T> {
  success: true;
  data: ListPage<T>;
}
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}
export interface ErrorResponse {
  success: false;
  detail: string | ValidationIssue[];
}

export const MESSAGES = {
  internal: 'Error interno del servidor',
  notFound: 'No encontrado',
  forbidden: 'No tienes permiso para realizar esta acción',
  unauthenticated: 'No hay token de autenticación',
  invalidToken: 'Sesión expirada. Por favor, inicia sesión nuevamente.',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido',
  payloadTooLarge: 'La solicitud es demasiado grande',
  unsupportedMediaType: 'Tipo de contenido no admitido',
  rateLimited: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  inUse: 'No se puede eliminar: el registro está en uso',
  conflict: 'El registro entra en conflicto con otro existente',
} as const;
