import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationEndpoints } from '../../../../../contract';
import { paths, routePatterns } from '../../../../lib/paths';
import { ORG_ID } from '../../../../test/fixtures';
import { apiError, mockApi } from '../../../../test/mockApi';
import { renderPage, signInAs } from '../../../../test/render';
import { NewServicePage } from '../../pages/NewServicePage';
import { application, ENVIRONMENT_ID, PROJECT_ID } from '../../../../../contract/testing';
import { answerChoices } from '../../testing/serviceApi';
import { nextStep, nextSteps, stepHeading } from '../../testing/wizard';

function setUp() {
  const api = answerChoices(mockApi());
  signInAs(api, 'WRITE');
  const view = renderPage(NewServicePage, {
    path: routePatterns.newService,
    url: paths.newService(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application'),
    others: [routePatterns.service],
  });
  return { api, ...view };
}

describe('creating an application', () => {
  it('checks a step before moving on, and keeps every value when going back', async () => {
    const { user } = setUp();
    await user.type(await screen.findByLabelText(/^Name/), 'web');
    await nextStep(user, 'Source');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const url = screen.getByLabelText(/Repository URL/);
    await waitFor(() => expect(url).toHaveAccessibleDescription('Repository URL is required'));
    expect(stepHeading()).toHaveTextContent('Source');

    await user.type(url, 'https://github.com/acme/web.git');
    await user.click(screen.getByRole('combobox', { name: /Git token/ }));
    await user.click(await screen.findByRole('option', { name: /GitHub/ }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading()).toHaveTextContent('General');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('web');

    await nextStep(user, 'Source');
    expect(screen.getByLabelText(/Repository URL/)).toHaveValue('https://github.com/acme/web.git');
    expect(screen.getByRole('combobox', { name: /Git token/ })).toHaveTextContent('GitHub');
  });

  it('creates it from the summary with every step’s values', async () => {
    const { user, api } = setUp();
    api.on(applicationEndpoints.create, { status: 201, body: application() });
    await user.type(await screen.findByLabelText(/^Name/), 'web');
    await nextStep(user, 'Source');
    await user.type(screen.getByLabelText(/Repository URL/), 'https://github.com/acme/web.git');
    await nextStep(user, 'Resources');
    await user.clear(screen.getByLabelText(/^Memory/));
    await user.type(screen.getByLabelText(/^Memory/), '1024');
    await nextStep(user, 'Ports');
    await user.click(screen.getByRole('button', { name: 'Add port' }));
    await user.click(screen.getByRole('switch', { name: 'Public' }));
    await nextStep(user, 'Health checks');
    await user.click(
      within(screen.getByRole('group', { name: 'Readiness check' })).getByRole('button', { name: 'HTTP' }),
    );
    await nextStep(user, 'Summary');
    const summary = screen.getByRole('region', { name: 'Ports' });
    expect(summary).toHaveTextContent('8080 HTTP · public');
    await user.click(screen.getByRole('button', { name: 'Create application' }));

    expect(await screen.findByText(`Navigated to ${routePatterns.service}`)).toBeInTheDocument();
    expect(api.sent(applicationEndpoints.create)[0]?.body).toMatchObject({
      name: 'web',
      git_repository: {
        url: 'https://github.com/acme/web.git',
        branch: 'main',
        root_path: '/',
        git_token_id: null,
      },
      dockerfile_path: 'Dockerfile',
      cpu: 500,
      memory: 1024,
      ports: [{ internal_port: 8080, protocol: 'HTTP', publicly_accessible: true, external_port: null }],
      healthchecks: {
        readiness_probe: { type: { http: { path: '/', scheme: 'HTTP', port: 8080 } }, period_seconds: 10 },
        liveness_probe: null,
      },
    });
  });

  it('puts a server 400 on its field and goes back to the step that holds it', async () => {
    const { user, api } = setUp();
    api.on(applicationEndpoints.create, apiError(400, 'body.ports.0.internal_port: port 8080 is reserved'));
    await user.type(await screen.findByLabelText(/^Name/), 'web');
    await nextStep(user, 'Source');
    await user.type(screen.getByLabelText(/Repository URL/), 'https://github.com/acme/web.git');
    await nextSteps(user, ['Resources', 'Ports']);
    await user.click(screen.getByRole('button', { name: 'Add port' }));
    await nextSteps(user, ['Health checks', 'Summary']);
    await user.click(screen.getByRole('button', { name: 'Create application' }));

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Ports'));
    const port = screen.getByLabelText(/^Port 1/);
    await waitFor(() => expect(port).toHaveAccessibleDescription('Port 1 port 8080 is reserved'));
    await waitFor(() => expect(port).toHaveFocus());
    expect(api.sent(applicationEndpoints.create)).toHaveLength(1);
  });
});
