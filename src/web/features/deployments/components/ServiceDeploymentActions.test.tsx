import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  environmentDeploymentEndpoints,
  serviceDeploymentEndpointsByKind,
  type AnyService,
  type ApiTokenScope,
  type EnvironmentStatuses,
  type ServiceKind,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { application, cronJob, ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { polls, settled } from '../../../test/polls';
import { renderPage, signInAs } from '../../../test/render';
import { environmentStatuses, serviceStatus } from '../testing/fixtures';
import { ServiceDeploymentActions } from './ServiceDeploymentActions';
import { ServiceStatusChip } from '../../../lib/deployments/StatusChips';

const web = application('web');
const nightly = cronJob('nightly', 'acme/reports', 'v3');
const others = Array.from({ length: 20 }, (_, index) => application(`worker-${index}`));

function setUp(
  statuses: EnvironmentStatuses,
  {
    kind = 'application',
    service = web,
    scope = 'DEPLOY',
  }: { kind?: ServiceKind; service?: AnyService; scope?: ApiTokenScope } = {},
) {
  const api = mockApi().on(environmentDeploymentEndpoints.statuses, { body: statuses });
  signInAs(api, scope);
  const Page = () => (
    <>
      <ServiceDeploymentActions
        organizationId={ORG_ID}
        environmentId={ENVIRONMENT_ID}
        kind={kind}
        service={service}
      />
      <ul aria-label="Other services">
        {others.map((other) => (
          <li key={other.id}>
            {other.name} <ServiceStatusChip environmentId={ENVIRONMENT_ID} serviceId={other.id} />
          </li>
        ))}
      </ul>
    </>
  );
  const view = renderPage(Page, {
    path: routePatterns.service,
    url: paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, kind, service.id),
  });
  return { api, ...view };
}

const settledStatuses = (state: Parameters<typeof serviceStatus>[1] = 'DEPLOYED') =>
  environmentStatuses({
    applications: [
      serviceStatus(web.id, state),
      ...others.map((other) => serviceStatus(other.id, 'DEPLOYED')),
    ],
    jobs: [serviceStatus(nightly.id, 'DEPLOYED')],
  });

async function openMenu(user: ReturnType<typeof setUp>['user']) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  return screen.findByRole('menu');
}

describe('service deployment actions', { timeout: 45_000 }, () => {
  it('serves every chip of the environment from one statuses request', async () => {
    const { api, queryClient } = setUp(settledStatuses('BUILDING'));
    expect(await screen.findByText('Building')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Other services' });
    await waitFor(() => expect(within(list).getAllByText('Deployed')).toHaveLength(20));
    // Polls fire only when the test fires them: once the page has settled, nothing more is on its way.
    await settled(queryClient);
    expect(api.sent(environmentDeploymentEndpoints.statuses).map((request) => request.path)).toEqual([
      `/environment/${ENVIRONMENT_ID}/statuses`,
    ]);
    expect(api.sent(serviceDeploymentEndpointsByKind.application.status)).toHaveLength(0);

    // In flight, it asks again within 2 s: once for the whole page, not once per chip.
    expect(polls.intervals().length).toBeGreaterThan(0);
    expect(polls.intervals().every((interval) => interval <= 2_000)).toBe(true);
    polls.fire();
    await settled(queryClient);
    expect(api.sent(environmentDeploymentEndpoints.statuses)).toHaveLength(2);
  });

  it('offers Deploy, Redeploy and Restart while its own deployment runs, saying the new one is queued after it', async () => {
    const { user } = setUp(settledStatuses('BUILDING'));
    const deploy = await screen.findByRole('button', { name: 'Deploy' });
    await waitFor(() => expect(deploy).toBeEnabled());
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Cancel deployment' })).not.toHaveAttribute(
      'aria-disabled',
    );
    const stop = within(menu).getByRole('menuitem', { name: /Stop/ });
    expect(stop).toHaveAttribute('aria-disabled', 'true');
    expect(stop).toHaveAccessibleDescription('web is building: wait for it to end, or cancel it.');
    expect(within(menu).getByRole('menuitem', { name: 'Restart' })).not.toHaveAttribute('aria-disabled');
    await user.click(within(menu).getByRole('menuitem', { name: 'Redeploy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeploy web?' });
    expect(dialog).toHaveTextContent(
      'It is queued after the running deployment of web (building) and starts once that ends.',
    );
  });

  it('says a redeploy is needed, with what changed, and redeploys from the header', async () => {
    const { user, api } = setUp(
      environmentStatuses({
        applications: [
          serviceStatus(web.id, 'DEPLOYED', {
            service_deployment_status: 'OUT_OF_DATE',
            configuration_changes: { settings: ['cpu', 'memory'], variables: ['API_KEY'] },
          }),
        ],
      }),
    );
    api.on(serviceDeploymentEndpointsByKind.application.redeploy, {
      status: 202,
      body: {
        id: 'request-4',
        status: 'QUEUED',
        environment_id: ENVIRONMENT_ID,
        created_at: '2025-05-01T11:00:00Z',
      },
    });
    expect(await screen.findByText('Redeploy needed')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Changed since the running version was deployed: CPU, memory and the variable API_KEY. Redeploy to run it.',
    );
    await user.click(screen.getByRole('button', { name: 'Redeploy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeploy web?' });
    await user.click(within(dialog).getByRole('button', { name: 'Redeploy' }));
    expect(await screen.findByText('Redeployment of web queued.')).toBeInTheDocument();
    expect(api.sent(serviceDeploymentEndpointsByKind.application.redeploy)).toHaveLength(1);
  });

  it('allows cancel only while something is queued or running', async () => {
    const { user } = setUp(settledStatuses('DEPLOYED'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toBeEnabled());
    const menu = await openMenu(user);
    const cancel = within(menu).getByRole('menuitem', { name: /Cancel deployment/ });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveAccessibleDescription('Nothing to cancel: web is deployed.');
  });

  it('offers no restart for a job, and says so', async () => {
    const { user } = setUp(settledStatuses(), { kind: 'job', service: nightly });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toBeEnabled());
    const menu = await openMenu(user);
    const restart = within(menu).getByRole('menuitem', { name: /Restart/ });
    expect(restart).toHaveAttribute('aria-disabled', 'true');
    expect(restart).toHaveAccessibleDescription(
      'Only applications, containers and databases restart; a job does not.',
    );
    expect(within(menu).getByRole('menuitem', { name: /Stop/ })).not.toHaveAttribute('aria-disabled');
  });

  it('needs Deploy access', async () => {
    const { user, api } = setUp(settledStatuses(), { scope: 'READ' });
    const deploy = await screen.findByRole('button', { name: 'Deploy' });
    await waitFor(() =>
      expect(deploy).toHaveAccessibleDescription('Needs Deploy access — your access here is Read.'),
    );
    expect(deploy).toBeDisabled();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: /Redeploy/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent(serviceDeploymentEndpointsByKind.application.redeploy)).toHaveLength(0);
  });

  it('confirms naming the service and what happens, then posts and says it was accepted', async () => {
    const { user, api } = setUp(settledStatuses());
    api.on(serviceDeploymentEndpointsByKind.application.restart, {
      status: 202,
      body: {
        id: 'request-2',
        status: 'QUEUED',
        environment_id: ENVIRONMENT_ID,
        created_at: '2025-05-01T11:00:00Z',
      },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toBeEnabled());
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Restart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart web?' });
    expect(dialog).toHaveTextContent('This restarts the instances of the application web one by one');
    expect(api.sent(serviceDeploymentEndpointsByKind.application.restart)).toHaveLength(0);

    api.on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({ applications: [serviceStatus(web.id, 'RESTART_QUEUED')] }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText('Restart of web queued.')).toBeInTheDocument();
    expect(
      api.sent(serviceDeploymentEndpointsByKind.application.restart).map((request) => request.path),
    ).toEqual([`/application/${web.id}/restart-service`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Restart queued')).toBeInTheDocument();
  });

  it('deploys a container at the tag chosen', async () => {
    const { container } = await import('../../../test/environmentFixtures');
    const redis = container('cache', 'redis', '7.4');
    const { user, api } = setUp(environmentStatuses({ containers: [serviceStatus(redis.id, 'DEPLOYED')] }), {
      kind: 'container',
      service: redis,
    });
    api.on(serviceDeploymentEndpointsByKind.container.deploy, {
      status: 202,
      body: {
        id: 'request-3',
        status: 'QUEUED',
        environment_id: ENVIRONMENT_ID,
        created_at: '2025-05-01T11:00:00Z',
      },
    });
    const deploy = await screen.findByRole('button', { name: 'Deploy' });
    await waitFor(() => expect(deploy).toBeEnabled());
    await user.click(deploy);
    const dialog = await screen.findByRole('dialog', { name: 'Deploy cache?' });
    const tag = within(dialog).getByLabelText(/Image tag/);
    expect(tag).toHaveValue('7.4');
    await user.clear(tag);
    await user.type(tag, '7.6');
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Deployment of cache queued.')).toBeInTheDocument();
    expect(api.sent(serviceDeploymentEndpointsByKind.container.deploy)[0]).toMatchObject({
      path: `/container/${redis.id}/deploy`,
      body: { image_tag: '7.6' },
    });
  });
});
