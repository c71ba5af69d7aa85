import { describe, expect, it } from 'vitest';
import { webhookDeliveryBody } from '../../contract/webhooks';
import { deliveryBody, slackText } from './bodies';
import { deliveriesFor, projectNameMatches, webhookMatches } from './matching';
import { deploymentEvent, otherOrganizationId, sequentialIds, webhookRecord } from './testing/harness';

describe('which webhooks an event goes to', () => {
  const event = deploymentEvent('DEPLOYMENT_FAILED', {
    project_name: 'Shop-Frontend',
    environment_type: 'STAGING',
  });

  it('takes enabled webhooks of the organization subscribed to the event', () => {
    expect(webhookMatches(webhookRecord(), event)).toBe(true);
    expect(webhookMatches(webhookRecord({ enabled: false }), event)).toBe(false);
    expect(webhookMatches(webhookRecord({ events: ['DEPLOYMENT_SUCCEEDED'] }), event)).toBe(false);
    expect(webhookMatches(webhookRecord({ organizationId: otherOrganizationId }), event)).toBe(false);
  });

  it('filters on project names with * wildcards, ignoring case', () => {
    expect(projectNameMatches([], 'anything')).toBe(true);
    expect(projectNameMatches(['shop*'], 'Shop-Frontend')).toBe(true);
    expect(projectNameMatches(['*front*'], 'Shop-Frontend')).toBe(true);
    expect(projectNameMatches(['shop'], 'Shop-Frontend')).toBe(false);
    expect(projectNameMatches(['billing', 'SHOP-FRONTEND'], 'Shop-Frontend')).toBe(true);
    // Only * is special: a dot is a dot.
    expect(projectNameMatches(['a.c'], 'abc')).toBe(false);
    expect(projectNameMatches(['a.c'], 'a.c')).toBe(true);
    expect(webhookMatches(webhookRecord({ projectNamesFilter: ['shop-*'] }), event)).toBe(true);
    expect(webhookMatches(webhookRecord({ projectNamesFilter: ['billing*'] }), event)).toBe(false);
  });

  it('filters on environment types', () => {
    expect(webhookMatches(webhookRecord({ environmentTypesFilter: ['STAGING', 'PRODUCTION'] }), event)).toBe(
      true,
    );
    expect(webhookMatches(webhookRecord({ environmentTypesFilter: ['PRODUCTION'] }), event)).toBe(false);
  });

  it('makes one pending delivery per matching webhook, due at once, with the body its kind wants', () => {
    const now = new Date('2026-01-15T10:00:00.000Z');
    const standard = webhookRecord({ id: '0f000000-0000-4000-8000-000000000001' });
    const slack = webhookRecord({ id: '0f000000-0000-4000-8000-000000000002', kind: 'SLACK' });
    const elsewhere = webhookRecord({
      id: '0f000000-0000-4000-8000-000000000003',
      environmentTypesFilter: ['PREVIEW'],
    });
    const deliveries = deliveriesFor(event, [standard, slack, elsewhere], now, sequentialIds());
    expect(deliveries.map((delivery) => delivery.webhookId)).toEqual([standard.id, slack.id]);
    expect(deliveries[0]).toMatchObject({
      eventId: event.id,
      eventType: 'DEPLOYMENT_FAILED',
      status: 'PENDING',
      attemptCount: 0,
      nextAttemptAt: now,
      leaseToken: null,
      test: false,
    });
    expect(new Set(deliveries.map((delivery) => delivery.id)).size).toBe(2);
    expect(JSON.parse(deliveries[0]?.body ?? '')).toEqual({
      event_type: 'DEPLOYMENT_FAILED',
      payload: event.payload,
    });
    expect(JSON.parse(deliveries[1]?.body ?? '')).toEqual({ text: slackText(event) });
  });
});

describe('delivery bodies', () => {
  it('sends STANDARD webhooks {event_type, payload} as the contract describes it', () => {
    const event = deploymentEvent('DEPLOYMENT_STARTED');
    const body = JSON.parse(deliveryBody('STANDARD', event));
    expect(webhookDeliveryBody.parse(body)).toEqual(body);
    expect(body.payload).toMatchObject({
      application_id: event.payload.application_id,
      project_name: 'shop',
      environment_name: 'production',
      environment_type: 'PRODUCTION',
    });
  });

  it('sends SLACK webhooks one sentence, with the failure reason and Slack markup escaped', () => {
    expect(slackText(deploymentEvent('DEPLOYMENT_SUCCEEDED'))).toBe(
      'Deployment of storefront (application) in shop / production (production) succeeded.',
    );
    expect(slackText(deploymentEvent('DEPLOYMENT_FAILED', { message: 'exit <1> & more' }))).toBe(
      'Deployment of storefront (application) in shop / production (production) failed: exit &lt;1&gt; &amp; more',
    );
    expect(slackText(deploymentEvent('DEPLOYMENT_CANCELLED', { action: 'STOP' }))).toMatch(
      /^Stop of .* was cancelled\.$/,
    );
    expect(
      JSON.parse(deliveryBody('SLACK', { ...deploymentEvent('DEPLOYMENT_STARTED'), test: true })),
    ).toEqual({
      text: 'Test event: Deployment of storefront (application) in shop / production (production) started.',
    });
  });
});
