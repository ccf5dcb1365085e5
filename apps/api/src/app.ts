// buildApp(): every plugin and route, for the server and for tests alike.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTokenService, type TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/client';
import { noEffects, type NotificationEffects } from './notify/effects';
import { createNotifier } from './notify/notifier';
import { notificationResource } from './modules/notifications/resource';
import { notificationRoutes } from './modules/notifications/routes';
import { startNotificationJobs } from './notify/queue-effects';
import type { EmailRetry } from './mail/worker';
import { serializerCompiler } from './lib/serialization';
import { validatorCompiler } from './lib/validation';
import { selectSpeechEngine } from './speech/index';
import { createStorage } from './storage/index';
import { accessPreviewRoutes } from './modules/access-preview/routes';
import { createReadingQueues, requeuePendingReadings, startReadingWorkers } from './modules/assignments/reading-worker';
import { assignmentRoutes } from './modules/assignments/routes';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { healthRoutes } from './modules/health/routes';
import { lessonResource } from './modules/lessons/resource';
import { lessonPracticeRoutes } from './modules/lessons/routes';
import { planResource } from './modules/plans/resource';
import { practiceResource } from './modules/practices/resource';
import { practiceStatsResource } from './modules/practice-stats/resource';
import { practiceStatsRoutes } from './modules/practice-stats/routes';
import { createPracticeStatsService } from './modules/practice-stats/service';
import { roleResource } from './modules/roles/resource';
import { startJobQueue } from './jobs/queue';
import { sedResource } from './modules/seds/resource';
import { sedRoutes } from './modules/seds/routes';
import { createSedService } from './modules/seds/service';
import { createSedQueues, requeueWaitingSeds, startSedWorkers } from './modules/seds/worker';
import { sessionResource } from './modules/sessions/resource';
import { sessionRoutes } from './modules/sessions/routes';
import { bookingReadRoutes } from './modules/sessions/booking-routes';
import { createInsightsService, insightsRoutes } from './modules/insights/routes';
import { createSeriesService } from './modules/sessions/series';
import { seriesRoutes } from './modules/sessions/series-routes';
import { createSessionService } from './modules/sessions/service';
import { blockedSlotRoutes } from './modules/tutors/blocked-slots';
import { calendarRoutes } from './modules/calendar/routes';
import { createCalendarService } from './modules/calendar/service';
import { tutorResource } from './modules/tutors/resource';
import { userViewResource } from './modules/user-views/resource';
import { userResource } from './modules/users/resource';
import auth from './plugins/auth';
import compression from './plugins/compression';
import docs from './plugins/docs';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import security from './plugins/security';
import web from './plugins/web';

/** Older temp files are leftovers: the longest job (10 min of audio, engine time limits) ends well before. */
const STALE_TEMP_MS = 6 * 3600 * 1000;

export interface AppDeps {
  config: Config;
  database: Database;
  jwtSecret: Uint8Array;
  /** Run background workers in this process (the server does; most tests don't). */
  workers?: boolean;
  /** What follows a committed notification (email jobs, reminders); default: nothing (docs/decisions/024). */
  effects?: NotificationEffects;
  /** How failed emails are retried (tests shorten it; default mail/worker EMAIL_RETRY). */
  emailRetry?: EmailRetry;
  /** Runs on the bare instance before any plugin (the tests record every answer there: test/openapi-check). */
  observe?: (app: FastifyInstance) => void;
}

export interface AppContext extends AppDeps {
  tokens: TokenService;
  /** The server's notion of now (FIXED_NOW freezes it for demos and tests). */
  now: () => Date;
  /** Replaceable once the queue is up (the email and reminder jobs): services read it at each call. */
  effects: NotificationEffects;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export function clockFrom(fixed: string | undefined): () => Date {
  if (!fixed) return () => new Date();
  const instant = new Date(fixed).getTime();
  return () => new Date(instant);
}

/**
 * Node's HTTP server checks its timeouts every `connectionsCheckingInterval` (30 s by default), so a
 * short limit is checked more often; the headers' own limit (60 s by default) never exceeds the whole.
 */
function requestTimeouts(ms: number) {
  return {
    requestTimeout: ms,
    http: { headersTimeout: Math.min(60_000, ms), connectionsCheckingInterval: Math.min(30_000, Math.ceil(ms / 4)) },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.MAX_BODY_BYTES,
    ...requestTimeouts(config.REQUEST_TIMEOUT_SECONDS * 1000),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    trustProxy: false,
    frameworkErrors,
    clientErrorHandler,
  });
  const ctx: AppContext = {
    ...deps,
    tokens: createTokenService(deps.jwtSecret, config.TOKEN_TTL),
    now: clockFrom(config.FIXED_NOW),
    effects: deps.effects ?? noEffects,
  };
  app.decorate('ctx', ctx);
  deps.observe?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(config.STRICT_RESPONSES));
  // JSON everywhere (DESIGN §4): a text/plain body is a wrong media type (415), not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errors);
  await app.register(security);
  // Before any route: each route registered later is given its compression.
  await app.register(compression);
  await app.register(docs);
  await app.register(auth, { db: database.db, tokens: ctx.tokens });

  const storage = createStorage(config);
  const engine = selectSpeechEngine(config);
  // Tells people (docs/decisions/024): rows in each transaction, then ctx.effects after the commit.
  const notifier = createNotifier({
    emailAvailable: Boolean(config.SMTP_URL),
    effects: () => ctx.effects,
    log: app.log,
  });
  const boss = await startJobQueue(database, app.log);
  const sedQueue = await createSedQueues(boss);
  const readingQueue = await createReadingQueues(boss);
  // Email and reminder jobs (docs/decisions/024); without SMTP_URL no email work at all.
  const notificationJobs = await startNotificationJobs({
    boss,
    db: database.db,
    config,
    log: app.log,
    workers: Boolean(deps.workers),
    fallbackBaseUrl: `http://${config.HOST}:${config.PORT}`,
    emailRetry: deps.emailRetry,
  });
  ctx.effects = deps.effects ?? notificationJobs.effects;
  if (deps.workers) {
    // A process killed mid-upload or mid-transcription leaves its temp file behind; sweep old ones.
    const swept = await storage.sweepTemp(STALE_TEMP_MS);
    if (swept > 0) app.log.info({ swept }, 'archivos temporales abandonados eliminados');
  }
  if (deps.workers && engine) {
    await startSedWorkers(boss, database.db, storage, engine, config.SPEECH_CONCURRENCY, notifier);
    const waiting = await requeueWaitingSeds(database.db, sedQueue);
    if (waiting > 0) app.log.info({ waiting }, 'SEDs pendientes puestos de nuevo en la cola');
  }
  if (deps.workers) {
    // Without an engine the readings are answered 'unavailable' rather than left waiting.
    await startReadingWorkers(boss, database.db, storage, engine, config.SPEECH_CONCURRENCY);
    const waiting = await requeuePendingReadings(database.db, readingQueue);
    if (waiting > 0) app.log.info({ waiting }, 'lecturas pendientes puestas de nuevo en la cola');
  }
  if (deps.workers && !engine)
    app.log.warn('SPEECH_ENGINE=none: los SEDs quedarán pendientes hasta configurar un motor de voz');
  // Stop taking jobs before the database closes (server.ts closes it after app.close()).
  app.addHook('onClose', async () => {
    await notificationJobs.stopping();
    await boss.stop({ graceful: true, timeout: 15_000, close: true } as never);
    notificationJobs.close();
  });

  await app.register(
    async (api) => {
      const db = database.db;
      healthRoutes(api, db, {
        database: database.kind,
        speechEngine: () => engine?.name ?? 'none',
        storage: storage.kind,
      });
      authRoutes(api, db, createAuthService(db, ctx.tokens), config.RATE_LIMIT_AUTH);
      const lessons = lessonResource(db);
      for (const resource of [
        userResource(db),
        roleResource(db),
        userViewResource(db),
        planResource(db),
        tutorResource(db),
        lessons,
        practiceResource(db),
        sessionResource(db),
        sedResource(db),
        practiceStatsResource(db),
        notificationResource(db),
      ])
        resource.routes(api);
      lessonPracticeRoutes(api, db, lessons.service);
      blockedSlotRoutes(api, db, ctx.now, config.SESSION_MINUTES);
      sessionRoutes(api, createSessionService(db, config, ctx.now, notifier));
      seriesRoutes(api, createSeriesService(db, config, ctx.now, notifier));
      insightsRoutes(api, createInsightsService(db, ctx.now, config.SESSION_MINUTES));
      bookingReadRoutes(api, db, ctx.now, config.SESSION_MINUTES);
      await sedRoutes(api, createSedService(db, storage, sedQueue, ctx.now, config.MAX_AUDIO_BYTES), storage);
      await assignmentRoutes(api, db, storage, config.MAX_AUDIO_BYTES, notifier, readingQueue);
      notificationRoutes(api, db, { emailAvailable: Boolean(config.SMTP_URL) });
      practiceStatsRoutes(api, createPracticeStatsService(db));
      calendarRoutes(
        api,
        createCalendarService(db, { sessionMinutes: config.SESSION_MINUTES, mailFrom: config.MAIL_FROM, now: ctx.now }),
        config.PUBLIC_URL,
      );
      accessPreviewRoutes(api, db);
    },
    { prefix: '/api' },
  );

  await app.register(web, { distDir: config.WEB_DIST });
  return app;
}
