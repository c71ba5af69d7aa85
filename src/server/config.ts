import { resolve } from 'node:path';
import { z } from 'zod';
import { parseTimeScale } from './engine/timing';

export interface Config {
  port: number;
  host: string;
  /** The PGlite folder, and where the lock file lives; unused when `databaseUrl` is set. */
  dataDir: string;
  /** A PostgreSQL server (`postgres://...`) instead of the embedded database. */
  databaseUrl: string | null;
  /** When set, this value is a valid ADMIN API token of the demo organization. */
  bootstrapAdminToken: string | null;
  /** When unset, a secret is generated once and kept in the database. */
  jwtSecret: string | null;
  sessionTtlSeconds: number;
  /** Requests per hour for each API token. */
  rateLimitPerHour: number;
  /** Requests per hour for each signed-in person. */
  sessionRateLimitPerHour: number;
  /** Requests per hour for each address sending no valid credentials (keeps sign-in guessing slow). */
  anonymousRateLimitPerHour: number;
  /** The change feed's own budget per API token or person (see http/rateLimit.ts). */
  changeFeedRateLimitPerHour: number;
  demoPassword: string;
  /** The built console, served at `/`. */
  webDistDir: string;
  /**
   * Whether Terraform sources may be read from file:// URLs and paths on this machine; off unless set, so the
   * API never reads the host's own repositories.
   */
  allowLocalGitSources: boolean;
  /** Webhook targets may be loopback, private or other non-public addresses (local development, tests). */
  allowPrivateWebhookTargets: boolean;
  /** Git tokens' `git_api_url` may be such an address (a git server on the same network). */
  allowPrivateGitApiUrls: boolean;
  /** Multiplies every deployment step's duration and time limit, and the waits between webhook attempts. */
  engineTimeScale: number;
  /** Whether the first start deploys the demo's storefront production environment, so the console has history. */
  demoDeploy: boolean;
  /** Days a finished webhook delivery (with its attempts) stays in the delivery log. */
  webhookDeliveryRetentionDays: number;
  /** Days an event stays in the audit log. */
  auditEventRetentionDays: number;
  /** How many finished deployments of each service keep their log lines; older ones keep their record only. */
  deploymentLogRetention: number;
  /**
   * The longest a client may take to send a whole request, headers and body: a connection trickling its body is
   * answered 408 and closed then, rather than held open as long as the client likes.
   */
  requestTimeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const integerAtLeast = (minimum: number, fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const number = Number(value);
      if (!Number.isInteger(number) || number < minimum) {
        const expected = minimum === 0 ? 'a whole number' : 'a positive integer';
        ctx.addIssue({ code: 'custom', message: `must be ${expected}, got "${value}"` });
        return z.NEVER;
      }
      return number;
    });

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? null : value.trim()));

const positiveInteger = (fallback: number) => integerAtLeast(1, fallback);

const flag = (fallback: boolean) =>
  optionalText
    .refine((value) => value === null || ['true', 'false', '1', '0'].includes(value), 'must be true or false')
    .transform((value) => (value === null ? fallback : value === 'true' || value === '1'));

const timeScale = z
  .string()
  .optional()
  .transform((value, ctx) => {
    try {
      return parseTimeScale(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^ENGINE_TIME_SCALE /, '') });
      return z.NEVER;
    }
  });

const environment = z.object({
  // 0 asks the system for a free port.
  PORT: integerAtLeast(0, 8080).refine((port) => port <= 65535, 'must be at most 65535'),
  HOST: optionalText.transform((value) => value ?? '0.0.0.0'),
  DATA_DIR: optionalText.transform((value) => resolve(value ?? './.data')),
  DATABASE_URL: optionalText.refine(
    (value) => value === null || /^postgres(ql)?:\/\//.test(value),
    'must start with postgres:// or postgresql://',
  ),
  BOOTSTRAP_ADMIN_TOKEN: optionalText,
  JWT_SECRET: optionalText.refine(
    (value) => value === null || value.length >= 32,
    'must be at least 32 characters long',
  ),
  SESSION_TTL_SECONDS: positiveInteger(900),
  RATE_LIMIT_PER_HOUR: positiveInteger(1000),
  SESSION_RATE_LIMIT_PER_HOUR: positiveInteger(10_000),
  ANONYMOUS_RATE_LIMIT_PER_HOUR: positiveInteger(1000),
  CHANGE_FEED_RATE_LIMIT_PER_HOUR: positiveInteger(10_800),
  DEMO_PASSWORD: optionalText.transform((value) => value ?? 'demo'),
  WEB_DIST_DIR: optionalText.transform((value) => resolve(value ?? 'dist/web')),
  ALLOW_LOCAL_GIT_SOURCES: flag(false),
  ALLOW_PRIVATE_WEBHOOK_TARGETS: flag(false),
  ALLOW_PRIVATE_GIT_API_URLS: flag(false),
  ENGINE_TIME_SCALE: timeScale,
  DEMO_DEPLOY: flag(true),
  WEBHOOK_DELIVERY_RETENTION_DAYS: positiveInteger(30),
  AUDIT_EVENT_RETENTION_DAYS: positiveInteger(90),
  DEPLOYMENT_LOG_RETENTION: positiveInteger(20),
  REQUEST_TIMEOUT_SECONDS: positiveInteger(30),
});

/** Reads the configuration from environment variables; a wrong value stops the start with its name. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    bootstrapAdminToken: values.BOOTSTRAP_ADMIN_TOKEN,
    jwtSecret: values.JWT_SECRET,
    sessionTtlSeconds: values.SESSION_TTL_SECONDS,
    rateLimitPerHour: values.RATE_LIMIT_PER_HOUR,
    sessionRateLimitPerHour: values.SESSION_RATE_LIMIT_PER_HOUR,
    anonymousRateLimitPerHour: values.ANONYMOUS_RATE_LIMIT_PER_HOUR,
    changeFeedRateLimitPerHour: values.CHANGE_FEED_RATE_LIMIT_PER_HOUR,
    demoPassword: values.DEMO_PASSWORD,
    webDistDir: values.WEB_DIST_DIR,
    allowLocalGitSources: values.ALLOW_LOCAL_GIT_SOURCES,
    allowPrivateWebhookTargets: values.ALLOW_PRIVATE_WEBHOOK_TARGETS,
    allowPrivateGitApiUrls: values.ALLOW_PRIVATE_GIT_API_URLS,
    engineTimeScale: values.ENGINE_TIME_SCALE,
    demoDeploy: values.DEMO_DEPLOY,
    webhookDeliveryRetentionDays: values.WEBHOOK_DELIVERY_RETENTION_DAYS,
    auditEventRetentionDays: values.AUDIT_EVENT_RETENTION_DAYS,
    deploymentLogRetention: values.DEPLOYMENT_LOG_RETENTION,
    requestTimeoutMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
  };
}
