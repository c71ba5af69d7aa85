import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { environmentDeploymentEndpoints, serviceDeploymentEndpointsByKind } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { application, ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { giveElementsASize } from '../../../test/elementSize';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { polls } from '../../../test/polls';
import { renderPage, signInAs } from '../../../test/render';
import type { ServiceState } from '../../../../contract';
import { environmentStatuses, logLine, serviceDeployment, serviceStatus } from '../testing/fixtures';
import { logPagesOf } from '../testing/logPages';
import { ServiceLogsPage } from './ServiceLogsPage';

const web = application('web');
const deployment = serviceDeployment(web);
const serviceLogs = serviceDeploymentEndpointsByKind.application.logs;

giveElementsASize();

function setUp(lines: ReturnType<typeof logLine>[], state: ServiceState) {
  const api = mockApi()
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({ applications: [serviceStatus(web.id, state)] }),
    })
    .on(serviceLogs, (request) => logPagesOf(lines).handler(request));
  signInAs(api, 'READ');
  renderPage(ServiceLogsPage, {
    path: routePatterns.serviceLogs,
    url: paths.serviceLogs(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
  });
  const logRequests = () => api.sent(serviceLogs).map((request) => request.url.searchParams);
  return { api, logRequests };
}

describe("a service's Logs tab", { timeout: 45_000 }, () => {
  it('opens a long log at its latest lines, loads older ones on scrolling up and searches those not loaded', async () => {
    const LINES = 4_000;
    // Line 7 holds the searched word: far older than the latest page.
    const lines = Array.from({ length: LINES }, (_, index) =>
      logLine(deployment, index === 7 ? `line ${index} rare word` : `line ${index}`),
    );
    const { logRequests } = setUp(lines, 'DEPLOYED');
    const user = userEvent.setup();

    const log = await screen.findByRole('region', { name: 'Service log' });
    expect(await within(log).findByText(`line ${LINES - 1000}`)).toBeInTheDocument();
    expect(within(log).queryByText(`line ${LINES - 1001}`)).not.toBeInTheDocument();
    expect(logRequests().map((query) => Object.fromEntries(query))).toEqual([{ limit: '1000' }]);

    log.scrollTop = 0;
    fireEvent.scroll(log);
    await waitFor(() =>
      expect(logRequests().some((query) => query.get('before') === lines[LINES - 1000]!.id)).toBe(true),
    );
    await waitFor(() => expect(log.scrollTop).toBeGreaterThanOrEqual(1000 * 20));

    await user.type(screen.getByRole('searchbox', { name: 'Search service log' }), 'rare');
    await waitFor(() => expect(logRequests().some((query) => query.get('search') === 'rare')).toBe(true));
    expect(await screen.findByText(/of 1$/)).toBeInTheDocument();
  });

  it('follows a deployment under way by the lines written after the last one it has', async () => {
    const lines = [
      logLine(deployment, 'Cloning acme/web', 'INFO', 'GIT_CLONE'),
      logLine(deployment, 'Step 1/7'),
    ];
    const { logRequests } = setUp(lines, 'BUILDING');

    const log = await screen.findByRole('region', { name: 'Service log' });
    expect(await within(log).findByText('Step 1/7')).toBeInTheDocument();
    lines.push(logLine(deployment, 'Step 2/7'));
    polls.fire();
    expect(await within(log).findByText('Step 2/7')).toBeInTheDocument();
    // One request for the latest page, then only the lines after the last one held, never the whole log again.
    const [first, ...follows] = logRequests();
    expect(Object.fromEntries(first!)).toEqual({ limit: '1000' });
    expect(follows.length).toBeGreaterThan(0);
    expect(follows[0]!.get('after')).toBe(lines[1]!.id);
    expect(follows.every((query) => query.has('after') && !query.has('tail'))).toBe(true);
  });
});
