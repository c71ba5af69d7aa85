import { join } from 'node:path';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openStore } from './db/connection';
import { loggableError } from './db/errors';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/lock';
import { DEMO_USER, deployDemoShowcase, prepareDemo } from './demo';
import { systemRuntime } from './runtime';

/** Stops the start with one clear line. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A second request to stop within this time is the same one arriving twice, not someone in a hurry. */
const ECHO_WINDOW_MS = 1000;

/**
 * Stops gracefully on SIGINT, SIGTERM or SIGHUP, and when the process that started this one dies (`npm start`
 * opens an IPC channel, which closes then, however it died). A signal to the whole process group arrives twice,
 * directly and passed on by `npm start`: that is one request. Asked again later, while stopping, it exits at once.
 */
function stopWhenAsked(close: () => Promise<void>): void {
  let askedAt: number | null = null;
  const stop = () => {
    const now = Date.now();
    if (askedAt !== null) {
      if (now - askedAt > ECHO_WINDOW_MS) process.exit(1);
      return;
    }
    askedAt = now;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The server did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
  if (process.channel) {
    // The channel only watches the parent: it must not keep this process alive by itself.
    process.channel.unref();
    process.on('disconnect', stop);
    if (!process.connected) stop();
  }
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
      lock = await acquireDataDirLock(config.dataDir);
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

  stopWhenAsked(async () => {
    await app.close();
    await store.close();
  });

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
  console.error('The server could not start:', loggableError(error));
  process.exit(1);
});
