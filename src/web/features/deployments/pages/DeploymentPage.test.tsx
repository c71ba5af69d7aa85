import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  deploymentEndpoints,
  type DeploymentLogList,
  environmentDeploymentEndpoints,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { application, ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { giveElementsASize } from '../../../test/elementSize';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { polls, settled } from '../../../test/polls';
import { renderPage, signInAs } from '../../../test/render';
import { environmentStatuses, logLine, serviceDeployment, serviceStatus, step } from '../testing/fixtures';
import { logPagesOf } from '../testing/logPages';
import { DeploymentPage } from './DeploymentPage';

const web = application('web');
const startedAt = new Date(Date.now() - 20_000).toISOString();
const running = serviceDeployment(web, {
  state: 'BUILDING',
  status_details: { action: 'DEPLOY', status: 'ONGOING', sub_action: 'NONE' },
  started_at: startedAt,
  ended_at: null,
  total_duration_sec: null,
  steps: [
    step('GIT_CLONE', 'SUCCESS', 3, startedAt),
    step('BUILD', 'ONGOING', null, startedAt),
    step('DEPLOYMENT', 'PENDING', null),
  ],
});
const failedRun = {
  ...running,
  state: 'BUILD_ERROR' as const,
  status_details: { action: 'DEPLOY' as const, status: 'ERROR' as const, sub_action: 'NONE' as const },
  ended_at: new Date().toISOString(),
  total_duration_sec: 21,
  reason: 'Build failed: the build command exited with code 2',
  steps: [step('GIT_CLONE', 'SUCCESS', 3), step('BUILD', 'ERROR', 18), step('DEPLOYMENT', 'SKIP', null)],
};

// The log's lines render (it is a virtualized list): the test sees the lines it holds before the next poll.
giveElementsASize();

const retention = { removed_at: new Date().toISOString(), kept_deployments_per_service: 20 };

const runningLines = [
  logLine(running, 'Cloning acme/web', 'INFO', 'GIT_CLONE'),
  logLine(running, 'Step 1/7 : FROM node:22'),
];
const runningLog = logPagesOf(runningLines).handler;

function setUp(
  deployment: typeof running = running,
  log: DeploymentLogList | typeof runningLog = runningLog,
) {
  const api = mockApi()
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({ applications: [serviceStatus(web.id, 'BUILDING')] }),
    })
    .on(deploymentEndpoints.get, { body: deployment })
    .on(deploymentEndpoints.logs, typeof log === 'function' ? log : { body: log });
  signInAs(api, 'READ');
  const view = renderPage(DeploymentPage, {
    path: routePatterns.serviceDeployment,
    url: paths.serviceDeployment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id, running.id),
  });
  return { api, ...view };
}

describe('deployment view', { timeout: 45_000 }, () => {
  it('follows a running deployment live, then shows how it failed', async () => {
    const { api, queryClient } = setUp();
    expect(await screen.findByRole('heading', { level: 2, name: 'Deploy of web' })).toBeInTheDocument();
    expect(screen.getByText('Building')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Steps' });
    const items = within(steps).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Clone the repository');
    expect(items[0]).toHaveTextContent('Succeeded · 3 s');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent(/Running · 2\d s/);
    expect(items[2]).toHaveTextContent('Waiting');
    // The latest lines first, then (at the next poll) only the lines written after the last one held.
    const [first] = api.sent(deploymentEndpoints.logs);
    expect(first?.url.searchParams.get('limit')).toBe('1000');
    expect(first?.url.searchParams.has('tail')).toBe(false);
    const log = screen.getByRole('region', { name: 'Deployment log' });
    expect(await within(log).findByText('Step 1/7 : FROM node:22')).toBeInTheDocument();
    polls.fire();
    await waitFor(() =>
      expect(api.sent(deploymentEndpoints.logs).at(-1)?.url.searchParams.get('after')).toBe(
        runningLines[1]!.id,
      ),
    );

    // The next poll finds it failed: the steps, the state and the reason follow, and polling stops.
    await settled(queryClient);
    api.on(deploymentEndpoints.get, { body: failedRun });
    runningLines.push(logLine(running, 'Build failed: the build command exited with code 2', 'ERROR'));
    polls.fire();
    expect(await screen.findByText('Build failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('the build command exited with code 2');
    const after = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(after[1]).toHaveTextContent('Failed · 18 s');
    expect(after[2]).toHaveTextContent('Skipped');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Errors (1)' })).toBeInTheDocument());

    // Whatever polls are left (the statuses') ask nothing of the deployment any more.
    await settled(queryClient);
    const asked = api.sent(deploymentEndpoints.get).length;
    polls.fire();
    await settled(queryClient);
    expect(api.sent(deploymentEndpoints.get)).toHaveLength(asked);
  });

  it('says so when the retention removed the log, rather than showing an empty log', async () => {
    setUp(failedRun, { results: [], removed_by_retention: retention });

    const log = await screen.findByRole('region', { name: 'Deployment log' });
    expect(
      await within(log).findByText(
        'This log was removed by the retention: only the last 20 finished deployments of each service keep their logs.',
      ),
    ).toBeInTheDocument();
    expect(log).not.toHaveTextContent('This deployment wrote no log lines.');
    // The deployment itself is still there, with its steps.
    expect(within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem')[1]).toHaveTextContent(
      'Failed · 18 s',
    );
  });

  it('still says that a finished deployment wrote no lines when nothing was removed', async () => {
    setUp(failedRun, { results: [] });

    const log = await screen.findByRole('region', { name: 'Deployment log' });
    expect(await within(log).findByText('This deployment wrote no log lines.')).toBeInTheDocument();
    expect(log).not.toHaveTextContent('retention');
  });
});
