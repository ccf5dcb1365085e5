import { useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { MessagesSquare } from 'lucide-react';
import { paths } from '@/lib/paths';
import { setToken } from '@/lib/session';
import { AUTH_FAILED_MESSAGE, useAuthenticate, type AuthInput, type AuthMode } from '../api/authenticate';
import { AuthForm } from './auth-form';

/** Spec part 1 §8: authentication failures stay on screen for 15 s. */
const AUTH_ERROR_DURATION_MS = 15_000;
const TITLES: Record<AuthMode, string> = { login: 'Iniciar Sesión', register: 'Registrarse' };
const SUCCESS: Record<AuthMode, string> = { login: '¡Bienvenido!', register: '¡Registro exitoso!' };

export function LoginPage() {
  const [mode, setMode] = useState<AuthMode>('login');
  const navigate = useNavigate();
  const authenticate = useAuthenticate();

  const submit = (input: AuthInput) => {
    authenticate.mutate(input, {
      onSuccess: (token) => {
        setToken(token);
        toast.success(SUCCESS[input.mode]);
        navigate(paths.home, { replace: true });
      },
      onError: (error) => {
        toast.error(error.message || AUTH_FAILED_MESSAGE, { duration: AUTH_ERROR_DURATION_MS });
      },
    });
  };

  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-dvh items-center justify-center px-4 py-10">
      <title>{`${TITLES[mode]} · Charla`}</title>
      <div className="w-full max-w-md">
        <p className="mb-6 flex items-center justify-center gap-2 text-2xl font-bold text-teal-800">
          <MessagesSquare aria-hidden="true" className="size-8" />
          Charla
        </p>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="mb-1 text-2xl font-bold text-slate-900">{TITLES[mode]}</h1>
          <p className="mb-6 text-sm text-slate-600">
            {mode === 'login'
              ? 'Ingresa con tu correo para continuar aprendiendo.'
              : 'Crea tu cuenta para empezar a practicar con tutores.'}
          </p>
          <AuthForm
            mode={mode}
            isPending={authenticate.isPending}
            onSubmit={submit}
            onToggleMode={() => setMode((current) => (current === 'login' ? 'register' : 'login'))}
          />
        </div>
      </div>
    </main>
  );
}
