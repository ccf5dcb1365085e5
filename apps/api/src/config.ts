// Configuration (DESIGN §12): read once from the environment, validated; a bad value stops
// start-up with a message naming the variable.
import path from 'node:path';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'debe ser true o false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const durationPattern = /^(\d+)\s*(s|m|h|d)$/;
const Duration = z
  .string()
  .regex(durationPattern, 'debe ser una duración como 12h, 30m o 7d')
  .transform((value) => {
    const [, amount, unit] = durationPattern.exec(value)!;
    const seconds = { s: 1, m: 60, h: 3600, d: 86400 }[unit as 's' | 'm' | 'h' | 'd'];
    return Number(amount) * seconds;
  })
  .refine((seconds) => seconds >= 60, 'debe ser de al menos un minuto');

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  TOKEN_TTL: Duration.default(12 * 3600),
  SEED_DEMO: boolean.default(true),
  ADMIN_EMAIL: z.email('debe ser un correo electrónico').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'debe tener al menos 8 caracteres').optional(),
  // Only the local directory store exists so far (docs/decisions: storage).
  STORAGE: z.enum(['local'], { error: 'solo se admite local por ahora' }).default('local'),
  SPEECH_ENGINE: z.enum(['pocketsphinx', 'openai', 'none']).optional(),
  SPEECH_URL: z.url().optional(),
  SPEECH_API_KEY: z.string().optional(),
  SPEECH_MODEL: z.string().default('whisper-1'),
  SPEECH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  MEETING_URL_TEMPLATE: z
    .string()
    .refine((value) => value.includes('{room}'), 'debe contener {room}')
    .default('https://meet.jit.si/charla-{room}'),
  SESSION_MINUTES: z.coerce.number().int().min(5).max(240).default(15),
  MAX_AUDIO_BYTES: z.coerce.number().int().min(1024).default(15 * 1024 * 1024),
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(10),
  WEB_DIST: z.string().optional(),
  // Freezes the server's clock (ISO 8601): demos and end-to-end tests on any calendar day.
  FIXED_NOW: z.iso.datetime({ offset: true, error: 'debe ser una fecha ISO 8601, p. ej. 2026-11-10T15:00:00Z' }).optional(),
});

export type RawConfig = z.input<typeof ConfigSchema>;
export type Config = Omit<z.output<typeof ConfigSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export class ConfigError extends Error {}

/** Reads the environment (or a given object). Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(ConfigSchema.shape);
  const input = Object.fromEntries(
    known.map((key) => [key, env[key] === '' ? undefined : env[key]]).filter(([, value]) => value !== undefined),
  );
  const parsed = ConfigSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.SPEECH_ENGINE === 'openai' && !config.SPEECH_URL) {
    throw new ConfigError('Configuración no válida:\n  SPEECH_URL: es obligatoria con SPEECH_ENGINE=openai');
  }
  return { ...config, DATA_DIR: path.resolve(config.DATA_DIR) };
}
