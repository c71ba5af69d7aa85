import { join } from 'node:path';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openStore } from './db/connection';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/lock';
import { DEMO_USER, deployDemoShowcase, prepareDemo } from './demo';
import { systemRuntime } from './runtime';

/** Stops the start with one clear line. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.message);
    throw error;
  }

  // A PostgreSQL server guards its own data; the embedded database needs its folder to itself.
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) refuse(error.message);
      throw error;
    }
    process.on('exit', () => lock?.release());
  }

  const store = await openStore(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  );
  const demo = await prepareDemo(store.db, systemRuntime, config);
  const app = await createApp({
    config,
    db: store.db,
    runtime: systemRuntime,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });

  const stop = async () => {
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  await app.listen({ port: config.port, host: config.host });
  if (demo.firstStart && config.demoDeploy) {
    await deployDemoShowcase(store.db, app.workers.engine, demo.organizationId);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  const lines = [
    `Platform console: http://localhost:${port}/  (API: http://localhost:${port}/api)`,
    `Data: ${store.location}`,
    `Sign in as ${DEMO_USER.email} with password ${JSON.stringify(config.demoPassword)}.`,
  ];
  if (demo.bootstrapToken.kind === 'generated') {
    lines.push(
      `Admin API token of the demo organization (shown once, keep it): ${demo.bootstrapToken.value}`,
      `  curl -H "Authorization: Token ${demo.bootstrapToken.value}" http://localhost:${port}/api/organization`,
    );
  } else if (demo.bootstrapToken.kind === 'configured') {
    lines.push('Admin API token of the demo organization: the value of BOOTSTRAP_ADMIN_TOKEN.');
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
