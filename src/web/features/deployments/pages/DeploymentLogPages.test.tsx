import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deploymentEndpoints, environmentDeploymentEndpoints } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { application, ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { environmentStatuses, logLine, serviceDeployment, serviceStatus } from '../testing/fixtures';
import { logPagesOf } from '../testing/logPages';
import { DeploymentPage } from './DeploymentPage';
import { giveElementsASize } from '../../../test/elementSize';

const web = application('web');
const deployment = serviceDeployment(web);
const LINES = 5_000;
// Lines 10 and 20 hold the searched word: far older than the latest page.
const lines = Array.from({ length: LINES }, (_, index) =>
  logLine(deployment, index === 10 || index === 20 ? `line ${index} rare word` : `line ${index}`),
);

giveElementsASize();

function setUp() {
  const api = mockApi()
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({ applications: [serviceStatus(web.id, 'DEPLOYED')] }),
    })
    .on(deploymentEndpoints.get, { body: deployment })
    .on(deploymentEndpoints.logs, logPagesOf(lines).handler);
  signInAs(api, 'READ');
  renderPage(DeploymentPage, {
    path: routePatterns.serviceDeployment,
    url: paths.serviceDeployment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id, deployment.id),
  });
  const logRequests = () => api.sent(deploymentEndpoints.logs).map((request) => request.url.searchParams);
  return { api, logRequests };
}

describe('a long deployment log', { timeout: 45_000 }, () => {
  it('opens at its latest lines and loads older ones as the person scrolls up', async () => {
    const { logRequests } = setUp();
    const log = await screen.findByRole('region', { name: 'Deployment log' });
    // Only the latest page is held: its first line heads the rows, nothing older is there.
    expect(await within(log).findByText(`line ${LINES - 1000}`)).toBeInTheDocument();
    expect(within(log).queryByText(`line ${LINES - 1001}`)).not.toBeInTheDocument();
    expect(Object.fromEntries(logRequests()[0]!)).toEqual({ limit: '1000' });
    expect(logRequests()).toHaveLength(1);

    log.scrollTop = 0;
    fireEvent.scroll(log);
    await waitFor(() =>
      expect(logRequests().some((query) => query.get('before') === lines[LINES - 1000]!.id)).toBe(true),
    );
    // The lines above the ones seen arrive without moving them: the scroll moves down by as many rows.
    await waitFor(() => expect(log.scrollTop).toBeGreaterThanOrEqual(1000 * 20));
  });

  it('counts matches over the whole log and loads the lines around one not loaded when stepping to it', async () => {
    const { logRequests } = setUp();
    const user = userEvent.setup();
    const log = await screen.findByRole('region', { name: 'Deployment log' });
    await within(log).findByText(`line ${LINES - 1000}`);

    await user.type(screen.getByRole('searchbox', { name: 'Search deployment log' }), 'rare');
    await waitFor(() => expect(logRequests().some((query) => query.get('search') === 'rare')).toBe(true));
    expect(await screen.findByText(/of 2$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /previous match/i }));
    // Stepping back from no match loaded reaches the last one, line 20: the lines down to it load.
    await waitFor(() =>
      expect(logRequests().some((query) => query.get('before') === lines[LINES - 1000]!.id)).toBe(true),
    );
    expect(await within(log).findByText('rare', { selector: 'mark[data-current]' })).toBeInTheDocument();
    expect(log.querySelector('mark[data-current]')?.closest('[data-index]')).toHaveTextContent(
      'line 20 rare',
    );
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
  });
});
