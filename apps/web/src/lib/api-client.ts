// The one way the web app talks to the API (spec part 1 §7–§8, DESIGN §4): base '/api', bearer
// header, JSON, and the spec's error catalogue. A 401 on an authenticated call (or no token at all)
// ends the session here; the route guards then send the user to /login.
import toast from 'react-hot-toast';
import {
  MESSAGES,
  type ErrorResponse,
  type ItemResponse,
  type ListResponse,
  type ValidationIssue,
} from '@charla/domain/http';
import { clearSession, getToken } from './session';

export const API_BASE = '/api';
export const REQUEST_FAILED_MESSAGE = 'Error en la solicitud';
export const CONNECTION_ERROR_MESSAGE = 'Error de conexión al servidor';
const SESSION_ENDED_TOAST_ID = 'session-ended';

export class ApiError extends Error {
  /** 0 for a network failure. */
  readonly status: number;
  /** A 422's list (`detail: [{loc, msg, type}]`), for forms to put on their fields; empty otherwise. */
  readonly issues: ValidationIssue[];
  constructor(message: string, status: number, issues: ValidationIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded unless it is FormData (multipart uploads). */
  body?: unknown;
  /** Send the bearer token (default). Login and register pass false. */
  auth?: boolean;
  /** Message for a network failure (spec: login says 'Error de conexión'). */
  connectionErrorMessage?: string;
  /** Message when the server gives no detail (default 'Error en la solicitud'). */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

function endSession(message: string) {
  clearSession();
  toast.error(message, { id: SESSION_ENDED_TOAST_ID });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The well-formed items of a 422 list (`detail: [{loc, msg}]`); none for a string detail. */
export function validationIssuesOf(body: unknown): ValidationIssue[] {
  const detail = body && typeof body === 'object' ? (body as { detail?: unknown }).detail : undefined;
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((issue: unknown) => {
    if (!issue || typeof issue !== 'object') return [];
    const { loc, msg, type } = issue as Partial<ValidationIssue>;
    if (typeof msg !== 'string' || msg === '') return [];
    const path = Array.isArray(loc) ? loc.filter((part) => typeof part === 'string' || typeof part === 'number') : [];
    return [{ loc: path, msg, type: typeof type === 'string' ? type : '' }];
  });
}

/** The server's detail (a 422 list becomes its messages joined) or message, else the fallback. */
export function errorMessageOf(body: unknown, fallback = REQUEST_FAILED_MESSAGE): string {
  if (!body || typeof body !== 'object') return fallback;
  const { detail, message } = body as Partial<ErrorResponse> & { message?: unknown };
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const messages = detail
      .map((issue) => issue?.msg)
      .filter((msg): msg is string => typeof msg === 'string' && msg !== '');
    if (messages.length > 0) return messages.join('; ');
  }
  if (typeof message === 'string' && message.trim()) return message;
  return fallback;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options, 'json')) as T;
}

/**
 * GET of a file the API serves behind the bearer header (e.g. a recording, '/seds/{id}/audio'):
 * the body as a Blob, with the same errors as every other call.
 */
export async function getBlob(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<Blob> {
  return (await send(path, options ?? {}, 'blob')) as Blob;
}

async function send(path: string, options: RequestOptions, expect: 'json' | 'blob'): Promise<unknown> {
  const {
    method = 'GET',
    body,
    auth = true,
    signal,
    connectionErrorMessage = CONNECTION_ERROR_MESSAGE,
    fallbackMessage = REQUEST_FAILED_MESSAGE,
  } = options;
  const headers: Record<string, string> = { accept: expect === 'blob' ? '*/*' : 'application/json' };
  if (auth) {
    const token = getToken();
    if (!token) {
      endSession(MESSAGES.unauthenticated);
      throw new ApiError(MESSAGES.unauthenticated, 401);
    }
    headers.authorization = `Bearer ${token}`;
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(connectionErrorMessage, 0);
  }
  if (expect === 'blob' && response.ok) {
    try {
      return await response.blob();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(connectionErrorMessage, 0);
    }
  }
  const data = await readJson(response);
  if (response.status === 401 && auth) {
    endSession(MESSAGES.invalidToken);
    throw new ApiError(MESSAGES.invalidToken, 401);
  }
  const failed = !response.ok || (data as { success?: unknown } | undefined)?.success === false;
  if (failed) throw new ApiError(errorMessageOf(data, fallbackMessage), response.status, validationIssuesOf(data));
  return data;
}

/** GET of one item: the `data` of `{success, data}`. */
export async function getItem<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T> {
  const response = await apiRequest<ItemResponse<T>>(path, options);
  return response.data;
}

/** GET of a list: the rows of `{success, data: {data: [...]}}`. */
export async function getList<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T[]> {
  const response = await apiRequest<ListResponse<T>>(path, options);
  return response.data.data;
}
