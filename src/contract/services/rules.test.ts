import { describe, expect, it } from 'vitest';
import { applicationRequest } from './application';
import { jobRequest } from './job';
import { terraformRequest } from './terraform';

const app = {
  name: 'api',
  git_repository: { url: 'https://github.com/acme/api.git', branch: 'main' },
  ports: [{ internal_port: 8080, publicly_accessible: true }],
};

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('application request rules', () => {
  it('accepts a minimal application and fills defaults', () => {
    const parsed = applicationRequest.parse(app);
    expect(parsed.build_mode).toBe('DOCKER');
    expect(parsed.min_running_instances).toBe(1);
    expect(parsed.ports[0]?.protocol).toBe('HTTP');
  });

  it('refuses max below min unless -1', () => {
    expect(
      issuesOf(applicationRequest.safeParse({ ...app, min_running_instances: 3, max_running_instances: 2 })),
    ).toEqual(['max_running_instances: must be -1 (no limit) or at least min_running_instances (3)']);
    expect(
      applicationRequest.safeParse({ ...app, min_running_instances: 3, max_running_instances: -1 }).success,
    ).toBe(true);
  });

  it('refuses negative gpu and min instances', () => {
    const issues = issuesOf(applicationRequest.safeParse({ ...app, gpu: -1, min_running_instances: -1 }));
    expect(issues).toContain('gpu: must be 0 or more');
    expect(issues).toContain('min_running_instances: must be 0 or more');
  });

  it('refuses a port declared twice and an unknown protocol', () => {
    const issues = issuesOf(
      applicationRequest.safeParse({
        ...app,
        ports: [{ internal_port: 80 }, { internal_port: 80, protocol: 'SMTP' }],
      }),
    );
    expect(issues.some((issue) => issue.startsWith('ports.1.protocol'))).toBe(true);
    const duplicate = issuesOf(
      applicationRequest.safeParse({ ...app, ports: [{ internal_port: 80 }, { internal_port: 80 }] }),
    );
    expect(duplicate).toEqual(['ports.1.internal_port: port 80 is already declared by this service']);
  });

  it('refuses a health check on a port the service does not expose', () => {
    const issues = issuesOf(
      applicationRequest.safeParse({
        ...app,
        healthchecks: { readiness_probe: { type: { http: { port: 9000 } } } },
      }),
    );
    expect(issues).toEqual([
      "healthchecks.readiness_probe.type.http.port: port 9000 is not one of the service's ports",
    ]);
  });

  it('refuses two default ports', () => {
    const ports = [
      { internal_port: 80, is_default: true },
      { internal_port: 81, is_default: true },
    ];
    expect(issuesOf(applicationRequest.safeParse({ ...app, ports }))).toEqual([
      'ports.1.is_default: another port is already the default one',
    ]);
  });

  it('refuses a description over 255 characters', () => {
    expect(issuesOf(applicationRequest.safeParse({ ...app, description: 'x'.repeat(256) }))).toEqual([
      'description: must be at most 255 characters',
    ]);
  });
});

describe('job request rules', () => {
  const image = {
    image: { registry_id: '6f1d7c1e-5d1b-4b53-9a36-1b1f3f1b8a10', image_name: 'acme/cron', tag: '1.0' },
  };

  it('accepts a cron job with a valid schedule and time zone', () => {
    const parsed = jobRequest.parse({
      name: 'nightly',
      source: image,
      schedule: { cronjob: { scheduled_at: '0 3 * * *' } },
    });
    expect(parsed.schedule.cronjob?.timezone).toBe('Etc/UTC');
  });

  it('names the bad cron field and the bad time zone', () => {
    const issues = issuesOf(
      jobRequest.safeParse({
        name: 'nightly',
        source: image,
        schedule: { cronjob: { scheduled_at: '0 25 * * *', timezone: 'Nowhere/City' } },
      }),
    );
    expect(issues).toContain(
      'schedule.cronjob.scheduled_at: is not a valid cron expression: hour: "25" must be between 0 and 23',
    );
    expect(issues).toContain(
      'schedule.cronjob.timezone: is not a known time zone (for example Etc/UTC or Europe/Paris)',
    );
  });

  it('needs exactly one source and a schedule', () => {
    expect(issuesOf(jobRequest.safeParse({ name: 'j', source: {}, schedule: {} }))).toEqual([
      'source: needs exactly one of image or docker',
      'schedule: needs a cronjob or at least one of on_start, on_stop, on_delete',
    ]);
  });
});

describe('terraform request rules', () => {
  const base = {
    name: 'infra',
    terraform_files_source: { git_repository: { url: 'https://github.com/acme/infra.git' } },
  };

  it('needs exactly one backend', () => {
    expect(issuesOf(terraformRequest.safeParse({ ...base, backend: {} }))).toEqual([
      'backend: needs exactly one backend (kubernetes or user_provided), got 0',
    ]);
    expect(
      issuesOf(terraformRequest.safeParse({ ...base, backend: { kubernetes: {}, user_provided: {} } })),
    ).toEqual(['backend: needs exactly one backend (kubernetes or user_provided), got 2']);
    expect(terraformRequest.safeParse({ ...base, backend: { kubernetes: {} } }).success).toBe(true);
  });

  it('needs the value of a variable that is not secret, not of a secret one', () => {
    const tf_vars = [
      { key: 'region', value: null },
      { key: 'password', secret: true },
    ];
    const request = { ...base, backend: { kubernetes: {} }, terraform_variables_source: { tf_vars } };
    expect(issuesOf(terraformRequest.safeParse(request))).toEqual([
      'terraform_variables_source.tf_vars.0.value: is required for a variable that is not secret',
    ]);
  });

  it('refuses a negative timeout', () => {
    expect(
      issuesOf(terraformRequest.safeParse({ ...base, backend: { kubernetes: {} }, timeout_sec: -1 })),
    ).toEqual(['timeout_sec: must be 0 or more']);
  });
});
