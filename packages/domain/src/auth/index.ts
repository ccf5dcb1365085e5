import { z } from 'zod';

const Email = z
  .string({ error: 'El correo electrónico es obligatorio' })
  .trim()
  .min(1, 'El correo electrónico es obligatorio')
  .max(254, 'El correo electrónico es demasiado largo')
  .pipe(z.email('Correo electrónico no válido'));

export const PASSWORD_MIN_LENGTH = 8;

/** POST /login. The client also sends `name` (spec part 1 §7); it is ignored. */
export const LoginInput = z.object({
  email: Email,
  password: z
    .string({ error: 'La contraseña es obligatoria' })
    .min(1, 'La contraseña es obligatoria')
    .max(200, 'La contraseña es demasiado larga'),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** POST /register: login fields plus the full name. */
export const RegisterInput = z.object({
  email: Email,
  password: z
    .string({ error: 'La contraseña es obligatoria' })
    .min(PASSWORD_MIN_LENGTH, `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`)
    .max(200, 'La contraseña es demasiado larga'),
  name: z
    .string({ error: 'El nombre es obligatorio' })
    .trim()
    .min(1, 'El nombre es obligatorio')
    .max(120, 'El nombre es demasiado largo'),
});
export type RegisterInput = z.infer<typeof RegisterInput>;

/** The claims of a session token (DESIGN §5). The client reads them for navigation only. */
export const TokenClaims = z.object({
  sub: z.string(),
  id: z.string(),
  role_id: z.string(),
  role_name: z.string(),
  plan_id: z.string().nullable(),
  tutor_id: z.string().optional(),
  granted_resources: z.array(z.string()),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

export const INVALID_CREDENTIALS_MESSAGE = 'Correo electrónico o contraseña incorrectos';
export const DUPLICATE_EMAIL_MESSAGE = 'Ya existe una cuenta con ese correo electrónico';

export { Email };

/** POST /api/login and /api/register answer a bearer token (DESIGN §4). */
export const TokenResponse = z.object({ success: z.literal(true), token: z.string() });
