import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { allEndpoints } from '../contract';
import type { Config } from './config';
import type { Database } from './db/database';
import { API_PREFIX, canonicalApiUrl, isApiPath } from './http/apiPaths';
import { identifyCaller } from './http/authenticate';
import { handleError } from './http/errorHandler';
import { REPLAYED_HEADER } from './http/idempotency';
import { acceptJsonBodiesOnly } from './http/jsonBody';
import { answerSerializerCompiler } from './http/answers';
import { registerOpenApi, registerOpenApiDocument } from './http/openapi';
import { enforceRateLimit, MemoryRateLimitStore, type RateLimitStore } from './http/rateLimit';
import { requestState } from './http/requestState';
import { apiHandlers } from './http/handlers';
import { registerApiRoutes } from './http/routes';
import { validatorCompiler } from './http/validation';
import { registerWebConsole } from './http/webConsole';
import { sqlIdempotencyStore } from './idempotency/store';
import { resolveJwtSecret, type SignInBackOffPolicy } from './modules/auth';
import { loggerOptions } from './logging';
import { type HostLookup, systemLookup } from './outbound/policy';
import { httpTransport } from './webhooks/transport';
import { createModules } from './modules';
import { resolveSecretBox } from './modules/secrets';
import { sealStoredWebhookSecrets } from './webhooks/sql/sqlStore';
import type { Runtime } from './runtime';
import { createWorkers, type Workers } from './workers';
import type { EngineTimers } from './engine';

export type AppConfig = Pick<
  Config,
  | 'jwtSecret'
  | 'sessionTtlSeconds'
  | 'rateLimitPerHour'
  | 'sessionRateLimitPerHour'
  | 'anonymousRateLimitPerHour'
  | 'changeFeedRateLimitPerHour'
  | 'webDistDir'
  | 'allowLocalGitSources'
  | 'allowPrivateWebhookTargets'
  | 'allowPrivateGitApiUrls'
  | 'engineTimeScale'
  | 'webhookDeliveryRetentionDays'
  | 'auditEventRetentionDays'
  | 'deploymentLogRetention'
  | 'requestTimeoutMs'
>;

export interface AppDeps {
  config: AppConfig;
  db: Database;
  runtime: Runtime;
  /** Where request counts are kept; in memory unless a shared store is given. */
  rateLimitStore?: RateLimitStore;
  logger?: FastifyServerOptions['logger'];
  /** How the deployment engine and the webhook dispatcher wait: the system's timers unless tests drive them. */
  timers?: EngineTimers;
  /** How host names of webhook targets and git APIs resolve: the system's resolver unless tests answer. */
  lookup?: HostLookup;
  /** The certificates git clones trust instead of the system's: tests' HTTPS stand-ins only. */
  gitCaFile?: string;
  /** The budgets of failed sign-ins (`modules/auth/signInBackOff.ts`): its defaults unless tests make them small. */
  signInBackOff?: SignInBackOffPolicy;
  /**
   * Every answer also encoded by zod and compared with what the compiled serializer writes (http/answers.ts): the
   * test suites' app, so every test reading an answer checks the serializer against the contract.
   */
  checkAnswers?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The deployment engine and the webhook dispatcher, started with the app and stopped when it closes. */
    workers: Workers;
  }
}

export const API_VERSION = '1.0.0';

const EXPOSED_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'X-Request-Id',
  REPLAYED_HEADER,
  // Editable resources' versions, which a PUT or DELETE sends back in If-Match (http/etags.ts).
  'ETag',
];

/** Builds the HTTP server (API, OpenAPI document, console) without listening: tests drive it in-process. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, runtime } = deps;
  const app = Fastify({
    // A whole request, body included, within the limit (408 and the connection closed otherwise), its headers too;
    // Node looks for requests past their time every `connectionsCheckingInterval`, a second at most here.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.requestTimeoutMs / 10)),
    },
    logger: loggerOptions(deps.logger),
    // One line per request drowns what matters; failures are logged where they are handled.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => runtime.newId(),
    rewriteUrl: (request) => canonicalApiUrl(request.url ?? '/'),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checked: deps.checkAnswers ?? false }));
  app.setErrorHandler(handleError);
  acceptJsonBodiesOnly(app);

  // First of all hooks, so every answer carries it, preflights and early refusals included.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // Any origin: credentials travel in the Authorization header, never in cookies. Request headers asked for in a
  // preflight are allowed as asked (Idempotency-Key, If-Match and If-None-Match among them), as no allowedHeaders
  // list is set.
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    exposedHeaders: EXPOSED_HEADERS,
  });
  await registerOpenApi(app, API_VERSION);

  const jwtSecret = await resolveJwtSecret(db, config.jwtSecret, runtime);
  const lookup = deps.lookup ?? systemLookup;
  const outbound = {
    webhooks: { allowPrivate: config.allowPrivateWebhookTargets, lookup },
    gitApis: {
      allowPrivate: config.allowPrivateGitApiUrls,
      lookup,
      ...(deps.gitCaFile ? { caFile: deps.gitCaFile } : {}),
    },
  };
  const secrets = await resolveSecretBox(db, runtime);
  await sealStoredWebhookSecrets(db, secrets);
  const workers = createWorkers({
    db,
    runtime,
    secrets,
    timeScale: config.engineTimeScale,
    timers: deps.timers,
    webhookTransport: httpTransport(outbound.webhooks),
    retention: {
      webhookDeliveryDays: config.webhookDeliveryRetentionDays,
      auditEventDays: config.auditEventRetentionDays,
      deploymentLogsPerService: config.deploymentLogRetention,
    },
    onError: (source, error) => app.log.error({ err: error }, `${source} pass failed`),
  });
  app.decorate('workers', workers);
  // Work a previous process left under way resumes once the app is ready, and waits again when it closes.
  app.addHook('onReady', () => workers.start());
  app.addHook('onClose', () => workers.stop());
  const modules = createModules(
    db,
    runtime,
    {
      session: { secret: jwtSecret, ttlSeconds: config.sessionTtlSeconds },
      secrets,
      gitRepositories: {
        allowLocalSources: config.allowLocalGitSources,
        outbound: outbound.gitApis,
        logFailure: (message, detail) => app.log.warn({ detail }, message),
      },
      outbound,
      deployments: { logRetention: config.deploymentLogRetention },
      clusters: { timeScale: config.engineTimeScale },
      signInBackOff: deps.signInBackOff,
    },
    workers,
  );
  const handlers = apiHandlers(modules.families);
  const rateLimit = {
    store: deps.rateLimitStore ?? new MemoryRateLimitStore(),
    clock: runtime.clock,
    limits: {
      apiTokenPerHour: config.rateLimitPerHour,
      sessionPerHour: config.sessionRateLimitPerHour,
      anonymousPerHour: config.anonymousRateLimitPerHour,
      changeFeedPerHour: config.changeFeedRateLimitPerHour,
    },
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url) || request.method === 'OPTIONS') return;
    await identifyCaller(request, modules.authenticator);
    await enforceRateLimit(request, reply, requestState(request).principal, rateLimit);
  });

  const idempotency = { store: sqlIdempotencyStore(db, runtime) };
  // The aliases of /api reach these routes through `canonicalApiUrl` above.
  await app.register(
    async (api) => {
      registerApiRoutes(api, {
        endpoints: allEndpoints,
        handlers,
        resolvers: modules.resolvers,
        idempotency,
        now: () => runtime.clock.now(),
      });
      registerOpenApiDocument(api);
    },
    { prefix: API_PREFIX },
  );
  await registerWebConsole(app, config.webDistDir);
  return app;
}
