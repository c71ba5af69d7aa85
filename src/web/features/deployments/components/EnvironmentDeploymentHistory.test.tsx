import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { environmentDeploymentEndpoints } from '../../../../contract';
import { paths } from '../../../lib/paths';
import { ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { environmentStatuses, serviceStatus } from '../testing/fixtures';
import { db, historyPages, pastDeployment, web } from '../testing/historyFixtures';
import { renderEnvironmentSection } from '../testing/renderEnvironmentSection';

// Seven deployments, newest first; the sixth (second newest) had its application fail.
const all = [7, 6, 5, 4, 3, 2, 1].map((n) => pastDeployment(n));
const failed = all[1]!;
failed.state = 'DEPLOYMENT_ERROR';
failed.services[1]!.state = 'DEPLOYMENT_ERROR';
failed.action = 'REDEPLOY';
failed.origin = 'API';
failed.triggered_by = 'ci-bot (API token)';
// The first, made by the platform itself as it first started.
const first = all[6]!;
first.origin = 'PLATFORM_INTERNAL';
first.triggered_by = 'first start';

function setUp() {
  const api = mockApi()
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({
        applications: [serviceStatus(web.id, 'DEPLOYED')],
        databases: [serviceStatus(db.id, 'DEPLOYED')],
      }),
    })
    .on(environmentDeploymentEndpoints.history, historyPages(all))
    .on(environmentDeploymentEndpoints.queue, { body: { results: [] } });
  return { api, ...renderEnvironmentSection(api) };
}

const historyTable = () => screen.findByRole('table', { name: 'Deployment history' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe("the environment's deployment history", { timeout: 45_000 }, () => {
  it('lists deployments a page at a time, each with its state, duration, trigger and services', async () => {
    const { api, user } = setUp();
    const table = await historyTable();
    expect(bodyRows(table)).toHaveLength(5);
    expect(screen.getByText('5 of 7 deployments')).toBeInTheDocument();
    const second = bodyRows(table)[1]!;
    for (const text of [
      'Redeploy',
      'Deploy failed',
      '1 min 05 s',
      'ci-bot (API token) via API',
      '2 · 1 failed',
    ]) {
      expect(second).toHaveTextContent(text);
    }
    expect(bodyRows(table)[0]).toHaveTextContent('Demo User via Console');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('7 deployments')).toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(7);
    expect(bodyRows(table)[6]).toHaveTextContent('The platform at first start');
    expect(bodyRows(table)[6]).not.toHaveTextContent('Demo User');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = api
      .sent(environmentDeploymentEndpoints.history)
      .map((request) => request.url.searchParams.get('page'));
    expect(pages).toEqual(expect.arrayContaining(['1', '2']));
  });

  it('opens a deployment under its row: its stages and their services, linked to their deployments', async () => {
    const { user } = setUp();
    const table = await historyTable();
    const toggle = within(bodyRows(table)[1]!).getAllByRole('button')[0]!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const stages = within(table).getByRole('list', { name: /^Stages of Redeploy, / });
    expect(toggle.getAttribute('aria-controls')).toBe(stages.closest('[id]')?.id);
    const [databases, applications] = within(stages).getAllByRole('listitem');
    expect(databases).toHaveTextContent('Databases');
    expect(applications).toHaveTextContent('Deploy failed');
    expect(within(applications!).getByRole('link', { name: 'web' })).toHaveAttribute(
      'href',
      paths.serviceDeployment(
        ORG_ID,
        PROJECT_ID,
        ENVIRONMENT_ID,
        'application',
        web.id,
        failed.services[1]!.id,
      ),
    );

    // One at a time: opening another closes it; its toggle closes it too.
    const other = within(bodyRows(table)[3]!).getAllByRole('button')[0]!;
    await user.click(other);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(table).getAllByRole('list', { name: /^Stages of / })).toHaveLength(1);
    await user.click(other);
    expect(within(table).queryByRole('list', { name: /^Stages of / })).not.toBeInTheDocument();
  });
});
