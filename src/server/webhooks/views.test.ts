import { describe, expect, it } from 'vitest';
import { webhook, webhookCreated, webhookRequest } from '../../contract/webhooks';
import { manualClock } from '../testing/clock';
import { organizationId, secret, sequentialIds } from './testing/harness';
import { editedWebhookRecord, newWebhookRecord, toWebhook, toWebhookCreated } from './views';

const runtime = {
  clock: manualClock(),
  newId: sequentialIds(),
  randomBytes: (size: number) => Buffer.alloc(size, 0x2a),
};

function problems(body: unknown): Record<string, string> {
  const result = webhookRequest.safeParse(body);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the webhook request', () => {
  it('needs only a target URL and events, as the spec shows', () => {
    expect(
      webhookRequest.parse({ target_url: 'https://hooks.example.com/x', events: ['DEPLOYMENT_STARTED'] }),
    ).toEqual({
      kind: 'STANDARD',
      target_url: 'https://hooks.example.com/x',
      enabled: true,
      events: ['DEPLOYMENT_STARTED'],
      project_names_filter: [],
      environment_types_filter: [],
    });
  });

  it('says what is wrong with each field', () => {
    expect(
      problems({
        kind: 'TEAMS',
        target_url: 'ftp://hooks.example.com',
        target_secret: 'hunter2',
        description: 'x'.repeat(256),
        events: [],
        environment_types_filter: ['QA'],
      }),
    ).toEqual({
      kind: expect.any(String),
      target_url: 'must be an http:// or https:// URL',
      target_secret: 'must be "whsec_" followed by the base64 of 24 to 64 random bytes',
      description: 'must be at most 255 characters',
      events: 'must name at least one event',
      'environment_types_filter.0': expect.any(String),
    });
    expect(problems({ target_url: 'http://x', events: ['DEPLOYMENT_FAILURE'] })).toHaveProperty('events.0');
    expect(problems({ target_url: 'http://x', events: ['DEPLOYMENT_FAILED', 'DEPLOYMENT_FAILED'] })).toEqual({
      events: 'must not repeat an event',
    });
  });
});

describe('creating and editing a webhook', () => {
  const request = webhookRequest.parse({
    target_url: 'https://hooks.example.com/x',
    events: ['DEPLOYMENT_FAILED'],
    project_names_filter: ['shop*'],
  });

  it('generates a secret when none is given, and shows it in the create response only', () => {
    const record = newWebhookRecord(organizationId, request, runtime);
    const generated = `whsec_${Buffer.alloc(24, 0x2a).toString('base64')}`;
    expect(record.secret).toBe(generated);
    const created = toWebhookCreated(record);
    expect(webhookCreated.parse(created)).toEqual(created);
    expect(created).toMatchObject({ target_secret: generated, target_secret_set: true, description: '' });
    const shown = toWebhook(record);
    expect(webhook.strict().parse(shown)).toEqual(shown);
    expect(shown).not.toHaveProperty('target_secret');
  });

  it('keeps the given secret, and keeps the current one on an edit without one', () => {
    const record = newWebhookRecord(organizationId, { ...request, target_secret: secret }, runtime);
    expect(record.secret).toBe(secret);
    const later = new Date('2026-02-01T00:00:00.000Z');
    const edited = editedWebhookRecord(
      record,
      { ...request, enabled: false, project_names_filter: [] },
      later,
    );
    expect(edited).toMatchObject({
      id: record.id,
      secret,
      enabled: false,
      projectNamesFilter: [],
      updatedAt: later,
    });
    const rotated = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    expect(editedWebhookRecord(record, { ...request, target_secret: rotated }, later).secret).toBe(rotated);
  });
});
