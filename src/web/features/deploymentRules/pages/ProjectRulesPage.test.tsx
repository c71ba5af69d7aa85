import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clusterEndpoints,
  environmentEndpoints,
  type ProjectDeploymentRule,
  projectDeploymentRuleEndpoints,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { cluster, CLUSTER_ID, environment, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { ProjectRulesPage } from './ProjectRulesPage';

const rule = (id: string, name: string, wildcard: string, priority_index: number): ProjectDeploymentRule => ({
  id,
  created_at: '2026-01-14T09:00:00Z',
  updated_at: '2026-01-14T09:00:00Z',
  name,
  description: null,
  mode: 'DEVELOPMENT',
  cluster_id: CLUSTER_ID,
  auto_stop: true,
  timezone: 'Europe/Paris',
  start_time: '08:00',
  stop_time: '19:00',
  weekdays: ['MONDAY', 'FRIDAY'],
  wildcard,
  priority_index,
});

const FEATURES = 'abababab-0000-4000-8000-0000000000f1';
const PREVIEWS = 'abababab-0000-4000-8000-0000000000f2';

// jsdom lays nothing out: each rule is given a place down the list, so the keyboard moves it past its neighbour.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li');
    const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 100, width: 600, height: 90 });
  });
});
afterEach(() => vi.restoreAllMocks());

function setUp() {
  const api = mockApi()
    .on(projectDeploymentRuleEndpoints.list, {
      body: { results: [rule(FEATURES, 'features', 'feat-*', 0), rule(PREVIEWS, 'previews', 'pr-??', 1)] },
    })
    .on(environmentEndpoints.list, {
      body: {
        results: [
          environment({ name: 'feat-login' }),
          environment({ name: 'pr-12' }),
          environment({ name: 'main' }),
        ],
      },
    })
    .on(clusterEndpoints.list, { body: { results: [cluster({ name: 'dev-cluster' })] } })
    .on(projectDeploymentRuleEndpoints.order, { status: 204 })
    .on(projectDeploymentRuleEndpoints.delete, { status: 204 });
  signInAs(api);
  renderPage(ProjectRulesPage, {
    path: routePatterns.projectDeploymentRules,
    url: paths.projectDeploymentRules(ORG_ID, PROJECT_ID),
  });
  return api;
}

describe('the project’s deployment rules', () => {
  it('are listed in the order they are tried, each with the environments its wildcard matches', async () => {
    setUp();
    const list = await screen.findByRole('list', { name: 'Rules in the order they are tried' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('1. features');
    expect(within(first!).getByText('Names it matches: feat-login')).toBeVisible();
    expect(within(second!).getByText('Names it matches: pr-12')).toBeVisible();
    expect(await within(first!).findByText(/On dev-cluster/)).toBeVisible();
  });

  it('are reordered from the keyboard with one request naming every rule', async () => {
    const api = setUp();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Move features' })).focus();
    await user.keyboard('[Space]');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(api.sent(projectDeploymentRuleEndpoints.order)).toHaveLength(1));
    expect(api.sent(projectDeploymentRuleEndpoints.order)[0]?.body).toEqual({
      project_deployment_rule_ids_in_order: [PREVIEWS, FEATURES],
    });
  });

  it('are deleted after a confirmation', async () => {
    const api = setUp();
    const list = await screen.findByRole('list', { name: 'Rules in the order they are tried' });
    await userEvent.click(
      within(within(list).getAllByRole('listitem')[1]!).getByRole('button', { name: 'Delete' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(api.sent(projectDeploymentRuleEndpoints.delete)).toHaveLength(1));
    expect(api.sent(projectDeploymentRuleEndpoints.delete)[0]?.path).toBe(
      `/project/${PROJECT_ID}/deploymentRule/${PREVIEWS}`,
    );
  });
});
