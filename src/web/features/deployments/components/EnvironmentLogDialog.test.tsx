import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deploymentEndpoints, environmentDeploymentEndpoints } from '../../../../contract';
import { ENVIRONMENT_ID } from '../../../test/environmentFixtures';
import { mockApi } from '../../../test/mockApi';
import { environmentStatuses, logLine, serviceStatus } from '../testing/fixtures';
import { db, historyPages, pastDeployment, web } from '../testing/historyFixtures';
import { renderEnvironmentSection } from '../testing/renderEnvironmentSection';
import { giveElementsASize } from '../../../test/elementSize';
import { logPagesOf } from '../testing/logPages';

const latest = pastDeployment(3);
const earlier = pastDeployment(2);
const [latestDb, latestWeb] = latest.services;
const [earlierDb, earlierWeb] = earlier.services;
const at = (line: ReturnType<typeof logLine>, time: string) => ({ ...line, created_at: time });

giveElementsASize();

const retention = { removed_at: '2025-06-01T00:00:00Z', kept_deployments_per_service: 1 };

function setUp() {
  const api = mockApi()
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({
        applications: [serviceStatus(web.id, 'DEPLOYED')],
        databases: [serviceStatus(db.id, 'DEPLOYED')],
      }),
    })
    .on(environmentDeploymentEndpoints.history, historyPages([latest, earlier]))
    .on(environmentDeploymentEndpoints.queue, { body: { results: [] } })
    .on(environmentDeploymentEndpoints.logs, {
      body: {
        results: [
          logLine(latestDb!, 'orders-db deployed in 6s', 'INFO', null),
          logLine(latestWeb!, 'Build finished'),
          // A line of another request: not this deployment's.
          { ...logLine(latestWeb!, 'A later line'), deployment_request_id: 'request-9' },
        ],
      },
    })
    .on(deploymentEndpoints.logs, (request) => ({
      body: {
        results:
          request.params.deploymentId === earlierDb!.id
            ? [
                at(logLine(earlierDb!, 'Database ready'), '2025-05-01T02:00:05Z'),
                at(logLine(earlierDb!, 'orders-db deployed', 'INFO', null), '2025-05-01T02:00:20Z'),
              ]
            : [at(logLine(earlierWeb!, 'Build failed: exit 2', 'ERROR'), '2025-05-01T02:00:10Z')],
      },
    }));
  return { api, ...renderEnvironmentSection(api) };
}

describe("an environment deployment's log", { timeout: 45_000 }, () => {
  it("shows the latest deployment's lines from the environment's log, each naming its service", async () => {
    const { api, user } = setUp();
    await screen.findByRole('list', { name: 'Stages' });
    // The latest deployment's panel comes first, before the history.
    await user.click(screen.getAllByRole('button', { name: 'View log' })[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Log: Deploy of staging' });
    const log = await within(dialog).findByRole('region', { name: 'Environment log' });
    expect(await within(log).findByText('Build finished')).toBeInTheDocument();
    expect(log).toHaveTextContent('[orders-db]orders-db deployed in 6s');
    expect(log).toHaveTextContent('[web/build]Build finished');
    expect(log).not.toHaveTextContent('A later line');
    expect(api.sent(environmentDeploymentEndpoints.logs)[0]).toMatchObject({
      path: `/environment/${ENVIRONMENT_ID}/log`,
    });
    // The latest page, never the whole log.
    expect(Object.fromEntries(api.sent(environmentDeploymentEndpoints.logs)[0]!.url.searchParams)).toEqual({
      limit: '1000',
    });
    expect(api.sent(deploymentEndpoints.logs)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts an earlier deployment's log together from its services' logs, oldest line first", async () => {
    const { api, user } = setUp();
    const table = await screen.findByRole('table', { name: 'Deployment history' });
    const [, , second] = within(table).getAllByRole('row');
    await user.click(within(second!).getByRole('button', { name: 'View log' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log: Deploy of staging' });
    const log = await within(dialog).findByRole('region', { name: 'Environment log' });
    expect(await within(log).findByText('Build failed: exit 2')).toBeInTheDocument();
    expect(log.textContent).toMatch(/Database ready.*Build failed: exit 2.*orders-db deployed/);
    expect(within(dialog).getByRole('button', { name: 'Errors (1)' })).toBeInTheDocument();
    expect(
      api
        .sent(deploymentEndpoints.logs)
        .map((request) => request.params.deploymentId)
        .sort(),
    ).toEqual([earlierDb!.id, earlierWeb!.id].sort());
  });

  it('says which services of an earlier deployment had their lines removed by the retention', async () => {
    const { api, user } = setUp();
    api.on(deploymentEndpoints.logs, (request) => ({
      body:
        request.params.deploymentId === earlierDb!.id
          ? { results: [at(logLine(earlierDb!, 'Database ready'), '2025-05-01T02:00:05Z')] }
          : { results: [], removed_by_retention: retention },
    }));
    const table = await screen.findByRole('table', { name: 'Deployment history' });
    const [, , second] = within(table).getAllByRole('row');
    await user.click(within(second!).getByRole('button', { name: 'View log' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log: Deploy of staging' });
    expect(
      await within(dialog).findByText(
        'The lines of web were removed by the retention: only the last finished deployment of each service keeps its log.',
      ),
    ).toBeInTheDocument();
    const log = within(dialog).getByRole('region', { name: 'Environment log' });
    expect(await within(log).findByText('Database ready')).toBeInTheDocument();
  });

  it("says the whole log was removed when every service's lines were", async () => {
    const { api, user } = setUp();
    api.on(deploymentEndpoints.logs, { body: { results: [], removed_by_retention: retention } });
    const table = await screen.findByRole('table', { name: 'Deployment history' });
    const [, , second] = within(table).getAllByRole('row');
    await user.click(within(second!).getByRole('button', { name: 'View log' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log: Deploy of staging' });
    const log = await within(dialog).findByRole('region', { name: 'Environment log' });
    expect(
      await within(log).findByText(
        'This log was removed by the retention: only the last finished deployment of each service keeps its log.',
      ),
    ).toBeInTheDocument();
    expect(log).not.toHaveTextContent('This deployment wrote no log lines.');
  });
});

describe("the latest environment deployment's long log", { timeout: 45_000 }, () => {
  const LINES = 3_000;
  // Line 5 holds the searched word: far older than the latest page.
  const lines = Array.from({ length: LINES }, (_, index) =>
    logLine(index % 2 ? latestWeb! : latestDb!, index === 5 ? `line ${index} rare word` : `line ${index}`),
  );

  it('opens at its latest lines, loads older ones on scrolling up and counts matches not loaded', async () => {
    const { api, user } = setUp();
    api.on(environmentDeploymentEndpoints.logs, logPagesOf(lines).handler);
    const logRequests = () =>
      api.sent(environmentDeploymentEndpoints.logs).map((request) => request.url.searchParams);
    await screen.findByRole('list', { name: 'Stages' });
    await user.click(screen.getAllByRole('button', { name: 'View log' })[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Log: Deploy of staging' });
    const log = await within(dialog).findByRole('region', { name: 'Environment log' });
    expect(await within(log).findByText(`line ${LINES - 1000}`)).toBeInTheDocument();
    expect(within(log).queryByText(`line ${LINES - 1001}`)).not.toBeInTheDocument();
    expect(logRequests()).toHaveLength(1);

    log.scrollTop = 0;
    fireEvent.scroll(log);
    await waitFor(() =>
      expect(logRequests().some((query) => query.get('before') === lines[LINES - 1000]!.id)).toBe(true),
    );
    await waitFor(() => expect(log.scrollTop).toBeGreaterThanOrEqual(1000 * 20));

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search environment log' }), 'rare');
    await waitFor(() => expect(logRequests().some((query) => query.get('search') === 'rare')).toBe(true));
    expect(await within(dialog).findByText(/of 1$/)).toBeInTheDocument();
  });
});
