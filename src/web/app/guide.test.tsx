import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guideEndpoints, projectEndpoints, type Guide, type GuideStepKey } from '../../contract';
import { paths } from '../lib/paths';
import { ORG_ID, project } from '../test/fixtures';
import { mockApi } from '../test/mockApi';
import { renderRoutes, signInAs } from '../test/render';
import { createRoutes } from './routes';

const keys: GuideStepKey[] = ['project', 'environment', 'service', 'stages', 'deploy', 'logs'];

function guide(overrides: Partial<Guide> = {}, done: GuideStepKey[] = []): Guide {
  return {
    organization_id: ORG_ID,
    started_at: '2026-01-01T00:00:00Z',
    offer: false,
    dismissed: false,
    steps: keys.map((key) => ({ key, done: done.includes(key), skipped: false })),
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
      return { body: current };
    });
  // As a person (the test identity is one): the guide is a person's.
  signInAs(api, 'ADMIN');
  return api;
}

describe('the guided first release', { timeout: 20_000 }, () => {
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

    await user.click(within(next).getByRole('button', { name: 'Skip' }));
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

  it('stays closed when not offered, and opens from the help menu with the steps done ticked', async () => {
    serve(guide({}, ['project', 'environment']));
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    expect(screen.queryByRole('region', { name: 'Your first release' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Guided first release' }));
    const panel = await screen.findByRole('region', { name: 'Your first release' });
    expect(
      within(panel).getByText('2 of 6 steps. Each ticks itself once the platform has it done.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Add a service from an example',
    );
  });
});
