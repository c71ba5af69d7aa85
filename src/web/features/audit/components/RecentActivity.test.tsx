import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditEventEndpoints } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import {
  EnvironmentActivityPage,
  ProjectActivityPage,
  ServiceActivityPage,
} from '../pages/RecentActivityPage';
import { auditEvent, ENVIRONMENT_ID, eventPage, PROJECT_ID, SERVICE_ID } from '../testing/fixtures';

function setUp(page: Parameters<typeof renderPage>[0], path: string, url: string, events = [auditEvent()]) {
  const api = mockApi().on(auditEventEndpoints.list, { body: eventPage(events) });
  signInAs(api);
  renderPage(page, { path, url });
  return api;
}

const sentQuery = (api: ReturnType<typeof setUp>) =>
  Object.fromEntries(api.sent(auditEventEndpoints.list)[0]!.url.searchParams);

describe('recent activity', { timeout: 45_000 }, () => {
  it("shows a project's latest events and links to the log filtered by the project", async () => {
    const api = setUp(
      ProjectActivityPage,
      routePatterns.projectActivity,
      paths.projectActivity(ORG_ID, PROJECT_ID),
    );
    const table = await screen.findByRole('table', { name: 'Recent activity' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Updated');
    expect(sentQuery(api)).toEqual({ 'project-id': PROJECT_ID, 'page-size': '10' });
    expect(screen.getByRole('link', { name: 'Open in the audit log' })).toHaveAttribute(
      'href',
      paths.auditLog(ORG_ID, { 'project-id': PROJECT_ID }),
    );
  });

  it("filters an environment's by the environment and a service's by the service as target", async () => {
    const environmentApi = setUp(
      EnvironmentActivityPage,
      routePatterns.environmentActivity,
      paths.environmentActivity(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
      [],
    );
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
    expect(sentQuery(environmentApi)).toEqual({ 'environment-id': ENVIRONMENT_ID, 'page-size': '10' });
  });

  it("reads a service's events by its id as the target", async () => {
    const api = setUp(
      ServiceActivityPage,
      routePatterns.serviceActivity,
      paths.serviceActivity(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', SERVICE_ID),
    );
    await screen.findByRole('table', { name: 'Recent activity' });
    expect(sentQuery(api)).toEqual({ 'target-id': SERVICE_ID, 'page-size': '10' });
    expect(screen.getByRole('link', { name: 'Open in the audit log' })).toHaveAttribute(
      'href',
      paths.auditLog(ORG_ID, { 'target-id': SERVICE_ID }),
    );
  });
});
