import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  environmentDeploymentEndpoints,
  environmentEndpoints,
  environmentServiceEndpoints,
  guideEndpoints,
  guideStepKeys,
  linkEndpoints,
  projectEndpoints,
  serviceEndpointsByKind,
  unifiedVariableEndpoints,
  type Guide,
  type GuideStepKey,
} from '../../contract';
import { environmentStatuses, serviceStatus } from '../features/deployments/testing/fixtures';
import { paths } from '../lib/paths';
import { giveElementsASize } from '../test/elementSize';
import { application, environment, ENVIRONMENT_ID, PROJECT_ID } from '../test/environmentFixtures';
import { ORG_ID, project } from '../test/fixtures';
import { mockApi } from '../test/mockApi';
import { loadPagesFirst, renderRoutes, signInAs } from '../test/render';
import { createRoutes } from './routes';
import { LazyGuidePanel } from './shell/palette/lazyPalette';

loadPagesFirst(createRoutes, [LazyGuidePanel]);

function guide(overrides: Partial<Guide> = {}, done: GuideStepKey[] = []): Guide {
  return {
    organization_id: ORG_ID,
    started_at: '2026-01-01T00:00:00Z',
    offer: false,
    dismissed: false,
    steps: guideStepKeys.map((key) => ({ key, done: done.includes(key), skipped: false })),
    completed: false,
    project_id: null,
    environment_id: null,
    service_id: null,
    service_type: null,
    ...overrides,
  };
}

function serve(first: Guide) {
  let current = first;
  const api = mockApi()
    .on(projectEndpoints.create, (request) => {
      const made = project({ ...(request.body as { name: string }), id: PROJECT_ID });
      current = {
        ...current,
        project_id: made.id,
        steps: current.steps.map((step) => (step.key === 'project' ? { ...step, done: true } : step)),
      };
      return { body: made };
    })
    .on(projectEndpoints.list, { body: { results: [project({ name: 'storefront' })] } })
    .on(guideEndpoints.get, () => ({ body: current }))
    .on(guideEndpoints.edit, (request) => {
      const body = request.body as { offered?: boolean; skipped_steps?: GuideStepKey[]; dismissed?: boolean };
      current = {
        ...current,
        offer: body.offered ? false : current.offer,
        dismissed: body.dismissed ?? current.dismissed,
        steps: current.steps.map((step) => ({
          ...step,
          skipped: body.skipped_steps ? body.skipped_steps.includes(step.key) : step.skipped,
        })),
      };
      current = { ...current, completed: current.steps.every((step) => step.done || step.skipped) };
      return { body: current };
    });
  // As a person (the test identity is one): the guide is a person's.
  signInAs(api, 'ADMIN');
  return api;
}

describe('the guided first release', { timeout: 45_000 }, () => {
  giveElementsASize({ clientHeight: 800, clientWidth: 1200 });

  it('opens by itself when the platform offers it, once, and points at the next control', async () => {
    const api = serve(guide({ offer: true }));
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    const panel = await screen.findByRole('region', { name: 'Your first release' });
    await waitFor(() =>
      expect(api.sent(guideEndpoints.edit).map((request) => request.body)).toEqual([{ offered: true }]),
    );
    const next = within(panel).getByRole('listitem', { current: 'step' });
    expect(next).toHaveTextContent('Create a project — next');
    expect(next).toHaveTextContent('Then choose Create project');

    await user.click(within(next).getByRole('button', { name: 'Show me' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create project' })).toHaveFocus());
    // Floating over a narrow page, the panel folds away from the control it points at, and unfolds when asked.
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('Your first release · 0 of 7 steps');
    await user.click(within(panel).getByRole('button', { name: 'Unfold the guide' }));

    await user.click(within(panel).getByRole('button', { name: 'Skip' }));
    await waitFor(() =>
      expect(within(panel).getByRole('listitem', { current: 'step' })).toHaveTextContent(
        'Add an environment',
      ),
    );
    expect(api.sent(guideEndpoints.edit).at(-1)?.body).toEqual({ skipped_steps: ['project'] });

    await user.click(within(panel).getByRole('button', { name: 'Close the guide' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your first release' })).not.toBeInTheDocument(),
    );
    expect(api.sent(guideEndpoints.edit).at(-1)?.body).toEqual({ dismissed: true });
  });

  it('stays closed when not offered, and opens from the help menu with the steps done ticked, the next alone while floating', async () => {
    serve(guide({}, ['project', 'environment']));
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    expect(screen.queryByRole('region', { name: 'Your first release' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Guided first release' }));
    const panel = await screen.findByRole('region', { name: 'Your first release' });
    expect(
      within(panel).getByText('2 of 7 steps. Each ticks itself once the platform has it done.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Add a service from an example',
    );
    // Floating over the page (no room to dock it), the guide lists the next step alone until asked for all.
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    const all = within(panel).getByRole('button', { name: 'All 7 steps' });
    expect(all).toHaveAttribute('aria-expanded', 'false');
    await user.click(all);
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Create a project — done'),
      expect.stringContaining('Add an environment — done'),
      expect.stringContaining('Add a service from an example — next'),
      ...Array.from({ length: 4 }, () => expect.stringContaining('— to do')),
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Next step only', expanded: true }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends the variable and secret step to the service’s Variables tab and points at its create button', async () => {
    const web = application('first-web');
    const api = serve(
      guide(
        {
          project_id: PROJECT_ID,
          environment_id: ENVIRONMENT_ID,
          service_id: web.id,
          service_type: 'APPLICATION',
        },
        ['project', 'environment', 'service', 'stages'],
      ),
    )
      .on(projectEndpoints.get, { body: project({ id: PROJECT_ID, name: 'first-release' }) })
      .on(environmentEndpoints.get, { body: environment({ id: ENVIRONMENT_ID, name: 'staging' }) })
      .on(environmentServiceEndpoints.listAll, { body: { results: [web] } })
      .on(serviceEndpointsByKind.application.get, { body: web })
      .on(linkEndpoints.application, { body: { results: [] } })
      .on(environmentDeploymentEndpoints.statuses, {
        body: environmentStatuses({ applications: [serviceStatus(web.id, 'DEPLOYED')] }),
      })
      .on(unifiedVariableEndpoints.list, { body: { results: [] } });
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Guided first release' }));
    const panel = await screen.findByRole('region', { name: 'Your first release' });
    const next = await within(panel).findByRole('listitem', { current: 'step' });
    expect(next).toHaveTextContent('Set a variable and a secret — next');
    expect(next).toHaveTextContent('Then choose New variable');

    await user.click(within(next).getByRole('button', { name: 'Show me' }));
    await waitFor(
      () => expect(screen.getByRole('main').querySelector(':focus')).toHaveTextContent('New variable'),
      { timeout: 20_000 },
    );
    const listed = api.sent(unifiedVariableEndpoints.list).at(-1)!.url.searchParams;
    expect([listed.get('scope'), listed.get('parent_id')]).toEqual(['APPLICATION', web.id]);
  });

  it('sends the service step to the ready examples and points at the sample application', async () => {
    serve(guide({ project_id: PROJECT_ID, environment_id: ENVIRONMENT_ID }, ['project', 'environment']))
      .on(projectEndpoints.get, { body: project({ id: PROJECT_ID, name: 'first-release' }) })
      .on(environmentEndpoints.get, { body: environment({ id: ENVIRONMENT_ID, name: 'staging' }) })
      .on(environmentServiceEndpoints.listAll, { body: { results: [] } });
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Guided first release' }));
    const panel = await screen.findByRole('region', { name: 'Your first release' });
    const next = await within(panel).findByRole('listitem', { current: 'step' });
    expect(next).toHaveTextContent('Add a service from an example — next');

    await user.click(within(next).getByRole('button', { name: 'Show me' }));
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Create the sample application' })).toHaveFocus(),
      { timeout: 20_000 },
    );
  });

  it('closes once the last step is settled, a notice saying the release is done', async () => {
    const api = serve(guide({}, ['project', 'environment', 'service', 'stages', 'variables', 'deploy']));
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Guided first release' }));
    const panel = await screen.findByRole('region', { name: 'Your first release' });
    const next = await within(panel).findByRole('listitem', { current: 'step' });
    expect(next).toHaveTextContent('Open the logs — next');

    await user.click(within(next).getByRole('button', { name: 'Skip' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your first release' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Done: you released a service.');
    expect(api.sent(guideEndpoints.edit).at(-1)?.body).toEqual({ dismissed: true });
  });

  it('opened once finished, says so and closes with Done', async () => {
    const api = serve(guide({ completed: true }, [...guideStepKeys]));
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Guided first release' }));
    const panel = await screen.findByRole('region', { name: 'Your first release' });
    expect(await within(panel).findByText(/^Done: you released a service/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your first release' })).not.toBeInTheDocument(),
    );
    expect(api.sent(guideEndpoints.edit).at(-1)?.body).toEqual({ dismissed: true });
  });

  it('takes the person to the project they create from the list, pointing at Create environment', async () => {
    serve(guide())
      .on(projectEndpoints.get, { body: project({ id: PROJECT_ID, name: 'first-release' }) })
      .on(environmentEndpoints.list, { body: { results: [] } });
    const { user, router } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Guided first release' }));
    await screen.findByRole('region', { name: 'Your first release' });

    await user.click(await screen.findByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'first-release');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.project(ORG_ID, PROJECT_ID)));
    await waitFor(
      () => expect(screen.getByRole('main').querySelector(':focus')).toHaveTextContent('Create environment'),
      { timeout: 20_000 },
    );
  });
});
