import { LoginInput, RegisterInput } from '@charla/domain/auth';
import { Button } from '@/components/button';
import { Form } from '@/components/form/form';
import { EmailField, TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import type { AuthInput, AuthMode } from '../api/authenticate';

// Login ignores the name (spec part 1 §7); both schemas share the form's values.
const schemas = { login: LoginInput as unknown as typeof RegisterInput, register: RegisterInput } satisfies Record<
  AuthMode,
  unknown
>;

interface AuthFormProps {
  mode: AuthMode;
  isPending: boolean;
  onSubmit: (input: AuthInput) => void;
  onToggleMode: () => void;
}

/** One form for both modes; register adds the full name (spec part 1 §2, §5). */
export function AuthForm({ mode, isPending, onSubmit, onToggleMode }: AuthFormProps) {
  const isRegister = mode === 'register';
  const form = useZodForm(schemas[mode], { defaultValues: { name: '', email: '', password: '' } });

  // The resolver's output is the parsed LoginInput / RegisterInput of the current mode.
  const submit = (values: RegisterInput) =>
    onSubmit(isRegister ? { mode, values } : { mode, values: values as LoginInput });

  const toggleMode = () => {
    form.clearErrors();
    onToggleMode();
  };

  return (
    <>
      <Form form={form} onSubmit={submit} className="space-y-4">
        {isRegister ? <TextField name="name" label="Nombre completo" autoComplete="name" required /> : null}
        <EmailField name="email" label="Correo electrónico" required />
        <TextField
          name="password"
          label="Contraseña"
          type="password"
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          required
        />
        <Button type="submit" className="w-full" disabled={isPending}>
          {isPending ? 'Enviando...' : isRegister ? 'Registrarse' : 'Iniciar Sesión'}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {isRegister ? '¿Ya tienes una cuenta?' : '¿No tienes una cuenta?'}{' '}
        <button
          type="button"
          onClick={toggleMode}
          className="rounded font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900"
        >
          {isRegister ? 'Inicia sesión' : 'Regístrate'}
        </button>
      </p>
    </>
  );
}
