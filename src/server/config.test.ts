import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve('.data'),
      databaseUrl: null,
      bootstrapAdminToken: null,
      jwtSecret: null,
      sessionTtlSeconds: 900,
      rateLimitPerHour: 1000,
      sessionRateLimitPerHour: 10_000,
      anonymousRateLimitPerHour: 1000,
      changeFeedRateLimitPerHour: 10_800,
      demoPassword: 'demo',
      webDistDir: resolve('dist/web'),
      allowLocalGitSources: false,
      allowPrivateWebhookTargets: false,
      allowPrivateGitApiUrls: false,
      engineTimeScale: 1,
      demoDeploy: true,
      webhookDeliveryRetentionDays: 30,
      auditEventRetentionDays: 90,
      deploymentLogRetention: 20,
      requestTimeoutMs: 30_000,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/platform',
      DATABASE_URL: 'postgres://platform:secret@db:5432/platform',
      BOOTSTRAP_ADMIN_TOKEN: 'admin-token',
      JWT_SECRET: 'x'.repeat(32),
      SESSION_TTL_SECONDS: '600',
      RATE_LIMIT_PER_HOUR: '50',
      SESSION_RATE_LIMIT_PER_HOUR: '500',
      DEMO_PASSWORD: 'pass',
      WEB_DIST_DIR: '/srv/console',
      ENGINE_TIME_SCALE: '0.2',
      DEMO_DEPLOY: 'false',
      WEBHOOK_DELIVERY_RETENTION_DAYS: '7',
      DEPLOYMENT_LOG_RETENTION: '5',
      REQUEST_TIMEOUT_SECONDS: '10',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/platform',
      databaseUrl: 'postgres://platform:secret@db:5432/platform',
      bootstrapAdminToken: 'admin-token',
      sessionTtlSeconds: 600,
      rateLimitPerHour: 50,
      sessionRateLimitPerHour: 500,
      demoPassword: 'pass',
      webDistDir: '/srv/console',
      engineTimeScale: 0.2,
      demoDeploy: false,
      webhookDeliveryRetentionDays: 7,
      deploymentLogRetention: 5,
      requestTimeoutMs: 10_000,
    });
  });

  it('names each wrong value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number, got "eighty"');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      'DATABASE_URL must start with postgres://',
    );
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET must be at least 32 characters long',
    );
    expect(() => loadConfig({ ENGINE_TIME_SCALE: 'fast' })).toThrow(
      'ENGINE_TIME_SCALE must be a number above 0 and at most 1000, got "fast"',
    );
    expect(() => loadConfig({ DEMO_DEPLOY: 'maybe' })).toThrow('DEMO_DEPLOY must be true or false');
    expect(() => loadConfig({ WEBHOOK_DELIVERY_RETENTION_DAYS: '0' })).toThrow(
      'WEBHOOK_DELIVERY_RETENTION_DAYS must be a positive integer, got "0"',
    );
    expect(() => loadConfig({ WEBHOOK_DELIVERY_RETENTION_DAYS: '2.5' })).toThrow(
      'WEBHOOK_DELIVERY_RETENTION_DAYS must be a positive integer, got "2.5"',
    );
    expect(() => loadConfig({ DEPLOYMENT_LOG_RETENTION: 'all' })).toThrow(
      'DEPLOYMENT_LOG_RETENTION must be a positive integer, got "all"',
    );
    expect(() => loadConfig({ DEPLOYMENT_LOG_RETENTION: '-3' })).toThrow(
      'DEPLOYMENT_LOG_RETENTION must be a positive integer, got "-3"',
    );
  });
});
