// Configuration (DESIGN §12): read once from the environment, validated; a bad value stops
// start-up with a message naming the variable.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_REMINDER_MINUTES } from '@charla/domain/notifications';

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
  STORAGE: z.enum(['local', 's3'], { error: 'debe ser local o s3' }).default('local'),
  // With STORAGE=s3 (docs/decisions/006-storage.md): bucket and keys are required.
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'debe ser una URL http(s), p. ej. http://127.0.0.1:9000' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'no es un nombre de bucket válido')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Default: path-style with S3_ENDPOINT (MinIO and most compatible stores), virtual-hosted on AWS.
  S3_FORCE_PATH_STYLE: boolean.optional(),
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
  MAX_AUDIO_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(15 * 1024 * 1024),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  // The whole request (headers and body) must arrive within this; a client that stalls is answered 408
  // and its connection closed, so slow senders cannot hold connections open forever.
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  // Email (docs/decisions/024): without SMTP_URL nothing is emailed and the in-app inbox still works.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'debe ser smtp://usuario:clave@servidor:puerto o smtps://…' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Charla <no-reply@charla.local>'),
  // Where people open Charla (links in emails, the calendar feed URL); without it, the request's host.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'debe ser una URL http(s), p. ej. https://charla.example' })
    .optional(),
  // Minutes before each session that a reminder is sent, comma-separated (default 24 h and 1 h).
  REMINDER_MINUTES: z
    .string()
    .regex(/^\s*\d{1,5}(\s*,\s*\d{1,5})*\s*$/, 'debe ser una lista de minutos, p. ej. 1440,60')
    .transform((value) => [...new Set(value.split(',').map((part) => Number(part.trim())))].filter((n) => n > 0))
    .default([...DEFAULT_REMINDER_MINUTES]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(10),
  WEB_DIST: z.string().optional(),
  // Freezes the server's clock (ISO 8601): demos and end-to-end tests on any calendar day.
  // Checks every reply against its route's response schema (the test suite and e2e server set it).
  STRICT_RESPONSES: boolean.default(false),
  FIXED_NOW: z.iso
    .datetime({ offset: true, error: 'debe ser una fecha ISO 8601, p. ej. 2026-11-10T15:00:00Z' })
    .optional(),
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
  const missing = [
    ...(config.SPEECH_ENGINE === 'openai' && !config.SPEECH_URL
      ? ['  SPEECH_URL: es obligatoria con SPEECH_ENGINE=openai']
      : []),
    ...(config.STORAGE === 's3'
      ? (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
          .filter((key) => !config[key])
          .map((key) => `  ${key}: es obligatorio con STORAGE=s3`)
      : []),
  ];
  if (missing.length > 0) throw new ConfigError(`Configuración no válida:\n${missing.join('\n')}`);
  return { ...config, DATA_DIR: path.resolve(config.DATA_DIR) };
}
