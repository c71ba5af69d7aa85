import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  auditEventEndpoints,
  type EnvironmentConfigurationAt,
  environmentConfigurationEndpoints,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { EnvironmentActivityPage } from '../pages/RecentActivityPage';
import { auditEvent, ENVIRONMENT_ID, eventPage, PROJECT_ID, SERVICE_ID } from '../testing/fixtures';

const WORKER_ID = 'abababab-0000-4000-8000-000000000004';

function answer(overrides: Partial<EnvironmentConfigurationAt> = {}): EnvironmentConfigurationAt {
  return {
    timestamp: '2025-05-01T09:30:00.000Z',
    complete: true,
    oldest_retained_event_at: '2025-01-01T00:00:00.000Z',
    environment: { id: ENVIRONMENT_ID, name: 'production', existed: true, fields: {} },
    services: [],
    variables: [],
    changes_since: [],
    ...overrides,
  };
}

const changed = answer({
  changes_since: [
    {
      id: SERVICE_ID,
      name: 'web',
      kind: 'APPLICATION',
      change: 'CHANGED',
      fields: [
        { field: 'config.cpu', change: 'CHANGED', before: 250, after: 500, secret: false },
        { field: 'variables.LOG_LEVEL', change: 'ADDED', after: 'debug', secret: false },
        { field: 'variables.TOKEN', change: 'CHANGED', secret: true },
      ],
    },
    {
      id: WORKER_ID,
      name: 'worker',
      kind: 'JOB',
      change: 'REMOVED',
      fields: [{ field: 'name', change: 'REMOVED', before: 'worker', secret: false }],
    },
  ],
});

function setUp(configuration: Parameters<ReturnType<typeof mockApi>['on']>[1]) {
  const api = mockApi()
    .on(auditEventEndpoints.list, {
      body: eventPage([auditEvent({ timestamp: '2025-05-01T10:00:00.000Z', target_name: 'web' })]),
    })
    .on(environmentConfigurationEndpoints.at, configuration);
  signInAs(api);
  renderPage(EnvironmentActivityPage, {
    path: routePatterns.environmentActivity,
    url: paths.environmentActivity(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
  });
  return { api, user: userEvent.setup() };
}

const sentTimestamps = (api: ReturnType<typeof setUp>['api']) =>
  api.sent(environmentConfigurationEndpoints.at).map((request) => request.url.searchParams.get('timestamp'));

describe('compare an environment with a past moment', { timeout: 45_000 }, () => {
  it('asks for the moment typed and shows each service and field changed since, with badges', async () => {
    const { api } = setUp({ body: changed });
    expect(await screen.findByText(/Choose a moment/)).toBeInTheDocument();
    expect(sentTimestamps(api)).toEqual([]);

    // A date and time input takes its whole value at once, as a browser's picker gives it.
    fireEvent.change(screen.getByLabelText('Moment'), { target: { value: '2025-05-01T09:30' } });
    const web = await screen.findByRole('table', { name: 'Changes to web' });
    expect(sentTimestamps(api).at(-1)).toBe(new Date('2025-05-01T09:30').toISOString());
    const rows = within(web).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/config\.cpu\s*250\s*500/);
    expect(rows[2]).toHaveTextContent('variables.LOG_LEVEL');
    expect(within(rows[2]!).getByText('Added')).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('Secret value changed');
    const worker = screen.getByRole('region', { name: 'worker' });
    expect(within(worker).getAllByText('Removed')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Changes to worker' })).toHaveTextContent(
      /name\s*Removed\s*worker\s*—/,
    );
  });

  it('compares with just before an event of the activity list, and says when nothing changed', async () => {
    const { api, user } = setUp({ body: answer({ timestamp: '2025-05-01T09:59:59.999Z' }) });
    const select = await screen.findByRole('combobox', { name: 'Just before' });
    const [, option] = within(select).getAllByRole('option');
    await user.selectOptions(select, option!);
    expect(await screen.findByRole('heading', { name: /^Nothing changed since / })).toBeInTheDocument();
    expect(sentTimestamps(api)).toEqual(['2025-05-01T09:59:59.999Z']);
  });

  it('shows while it rebuilds, says when the log reaches no further back, and tells an error', async () => {
    let answerNow: (value: { body: EnvironmentConfigurationAt }) => void = () => undefined;
    const { user } = setUp(
      () =>
        new Promise((resolve) => {
          answerNow = resolve;
        }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rebuilding the configuration at');
    answerNow({ body: answer({ complete: false }) });
    expect(await screen.findByText(/changes made before then are not known/)).toBeInTheDocument();
  });

  it('takes a preset from the keyboard, and tells an error the API answers', async () => {
    const { user } = setUp(apiError(400, 'query.timestamp: must not be in the future'));
    (await screen.findByRole('button', { name: '1 hour ago' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('must not be in the future');
  });
});
