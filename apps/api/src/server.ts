// Start-up only: configuration, database, migrations, seed, listen, graceful shutdown.
import { fileURLToPath } from 'node:url';
import { buildApp, clockFrom } from './app';
import { resolveJwtSecret } from './auth/tokens';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed/index';
import { createStorage } from './storage/index';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  config.WEB_DIST ??= DEFAULT_WEB_DIST;

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db, {
    demo: config.SEED_DEMO,
    now: clockFrom(config.FIXED_NOW)(),
    meetingUrlTemplate: config.MEETING_URL_TEMPLATE,
    storage: createStorage(config),
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
  });
  const jwtSecret = await resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const app = await buildApp({ config, database, jwtSecret, workers: true });
  if (seeded !== 'none') app.log.info({ seeded }, 'database seeded');
  if (database.kind === 'pglite') app.log.info({ dataDir: config.DATA_DIR }, 'using the embedded database (PGlite)');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
