// POST /login and POST /register (spec part 1 §7): both answer {success, token}.
import { useMutation } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '@charla/domain/auth';
import { apiRequest } from '@/lib/api-client';
import { decodeClaims } from '@/lib/session';

export type AuthMode = 'login' | 'register';
export type AuthInput = { mode: 'login'; values: LoginInput } | { mode: 'register'; values: RegisterInput };

/** Spec part 1 §8: login/register failures without a server detail. */
export const AUTH_FAILED_MESSAGE = 'Error en la autenticación';
export const AUTH_CONNECTION_ERROR_MESSAGE = 'Error de conexión';

export async function authenticate({ mode, values }: AuthInput): Promise<string> {
  const response = await apiRequest<{ success: true; token?: unknown }>(mode === 'login' ? '/login' : '/register', {
    method: 'POST',
    body: values,
    auth: false,
    connectionErrorMessage: AUTH_CONNECTION_ERROR_MESSAGE,
    fallbackMessage: AUTH_FAILED_MESSAGE,
  });
  const token = typeof response.token === 'string' ? response.token : '';
  if (!decodeClaims(token)) throw new Error(AUTH_FAILED_MESSAGE);
  return token;
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
