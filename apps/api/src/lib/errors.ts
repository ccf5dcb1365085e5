import { MESSAGES, type ValidationIssue } from '@charla/domain/http';

/** The one error type of the API; the error handler turns it into `{success: false, detail}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationIssue[],
    options?: { cause?: unknown },
  ) {
    super(typeof detail === 'string' ? detail : 'Error de validación', options);
  }
}

export const notFound = (detail: string = MESSAGES.notFound) => new AppError(404, detail);
export const forbidden = (detail: string = MESSAGES.forbidden) => new AppError(403, detail);
export const conflict = (detail: string) => new AppError(409, detail);
export const unauthorized = (detail: string = MESSAGES.invalidToken) => new AppError(401, detail);

/** A 422 with the list form the clients map to fields (DESIGN §4). */
export function invalid(loc: (string | number)[], msg: string, type = 'value_error'): AppError {
  return new AppError(422, [{ loc, msg, type }]);
}
