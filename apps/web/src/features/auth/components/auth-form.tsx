import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInput, RegisterInput } from '@charla/domain/auth';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import type { AuthInput, AuthMode } from '../api/authenticate';

interface AuthFormValues {
  name: string;
  email: string;
  password: string;
}

const resolvers: Record<AuthMode, Resolver<AuthFormValues>> = {
  login: zodResolver(LoginInput) as unknown as Resolver<AuthFormValues>,
  register: zodResolver(RegisterInput) as unknown as Resolver<AuthFormValues>,
};

const FIELD_ORDER = ['name', 'email', 'password'] as const;

interface AuthFormProps {
  mode: AuthMode;
  isPending: boolean;
  onSubmit: (input: AuthInput) => void;
  onToggleMode: () => void;
}

/** One form for both modes; register adds the full name (spec part 1 §2, §5). */
export function AuthForm({ mode, isPending, onSubmit, onToggleMode }: AuthFormProps) {
  const isRegister = mode === 'register';
  const { register, handleSubmit, clearErrors, setFocus, formState: { errors } } = useForm<AuthFormValues>({
    resolver: resolvers[mode],
    // Focus the first invalid field in screen order (the name field registers last when toggled in).
    shouldFocusError: false,
    defaultValues: { name: '', email: '', password: '' },
  });

  const submit = handleSubmit(
    (values) => {
      // The resolver's output is the parsed LoginInput / RegisterInput of the current mode.
      onSubmit(isRegister ? { mode, values: values as RegisterInput } : { mode, values: values as LoginInput });
    },
    (invalid) => {
      const first = FIELD_ORDER.find((field) => invalid[field]);
      if (first) setFocus(first);
    },
  );

  const toggleMode = () => {
    clearErrors();
    onToggleMode();
  };

  return (
    <>
    <form noValidate onSubmit={submit} className="space-y-4">
      {isRegister ? (
        <TextField label="Nombre completo" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      ) : null}
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete={isRegister ? 'new-password' : 'current-password'}
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? 'Enviando...' : isRegister ? 'Registrarse' : 'Iniciar Sesión'}
      </Button>
    </form>
    <p className="mt-6 text-center text-sm text-slate-700">
      {isRegister ? '¿Ya tienes una cuenta?' : '¿No tienes una cuenta?'}{' '}
      <button type="button" onClick={toggleMode} className="rounded font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900">
        {isRegister ? 'Inicia sesión' : 'Regístrate'}
      </button>
    </p>
    </>
  );
}
