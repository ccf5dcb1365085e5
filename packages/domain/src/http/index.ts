import { z } from 'zod';
import { isUuid } from '../ids/index';

export const Id = z.string({ error: 'Identificador obligatorio' }).refine(isUuid, 'Identificador no válido');
export const NullableId = Id.nullable();

export const MAX_PAGE_SIZE = 100;
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
