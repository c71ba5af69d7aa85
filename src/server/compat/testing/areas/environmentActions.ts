import { beforeAll, expect, it } from 'vitest';
import type {
  DeployAllRequest,
  EnvironmentServiceIdsAllRequest,
  RebootServicesRequest,
} from 'qovery-typescript-axios';
import { settle } from '../../../testing/deployments';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import type { OwnEnvironment } from '../ownEnvironment';
import { UNKNOWN_ID } from '../world';

// An environment deployed, redeployed, restarted, stopped, cancelled and uninstalled through the official client,
// with its queue, history and log read back. The environment is the area's own: the seeded one stays as the other
// areas expect it (its services deployed by theirs alone).

export const environmentActionsArea: CompatArea = {
  title: 'environment actions through the official client',
  file: import.meta.filename,
  tests(world) {
    let own: OwnEnvironment;
    beforeAll(async () => {
      own = await world().ownEnvironment('compat-environment-actions');
    });

    it('deploys, redeploys, restarts and stops an environment and its services, reading its history and log', async () => {
      const { admin, t } = world();
      const { environmentId: env, services: ids, sample } = own;
      const actions = admin.EnvironmentActionsApi;
      expect((await actions.deployEnvironment(env)).data.id).toEqual(expect.any(String));
      await settle(t);
      expect((await actions.redeployEnvironment(env)).data.id).toEqual(expect.any(String));
      await settle(t);
      const services = sample<DeployAllRequest>('deployAllServices');
      expect((await actions.deployAllServices(env, services)).data.id).toEqual(expect.any(String));
      await settle(t);
      const restart = sample<RebootServicesRequest>('rebootServices');
      expect((await actions.rebootServices(env, restart)).data.id).toEqual(expect.any(String));
      await settle(t);
      const running: EnvironmentServiceIdsAllRequest = {
        application_ids: [ids.application],
        container_ids: [ids.container],
      };
      await actions.stopSelectedServices(env, running);
      await settle(t);
      expect((await actions.stopEnvironment(env)).data.id).toEqual(expect.any(String));
      await settle(t);
      const { data: history } =
        await admin.EnvironmentDeploymentHistoryApi.listEnvironmentDeploymentHistory(env);
      expect(history.results?.length).toBeGreaterThan(1);
      const { data: log } = await admin.EnvironmentLogsApi.listEnvironmentLog(env);
      expect(log.results?.length).toBeGreaterThan(0);
      expect(await refusal(actions.deployEnvironment(UNKNOWN_ID))).toBe(404);
      expect(await refusal(world().reader.EnvironmentActionsApi.deployEnvironment(env))).toBe(403);
    });

    it('lists and cancels what is queued, cancels a deployment under way, and uninstalls', async () => {
      const { admin, t } = world();
      const { environmentId: env, services: ids } = own;
      const actions = admin.EnvironmentActionsApi;
      // One deployment runs; a deploy of a service sent meanwhile waits in the queue.
      await actions.redeployEnvironment(env);
      await t.advance(1);
      await admin.DatabaseActionsApi.redeployDatabase(ids.database);
      const { data: queue } = await admin.EnvironmentMainCallsApi.listDeploymentRequestByEnvironmentId(env);
      // Our queue entries are not the client's model (docs/api.md): their id is read past the client's type.
      const waiting = (queue.results ?? [])
        .map((entry) => entry as { id?: string; position?: number })
        .find((entry) => entry.position === 1);
      expect(waiting?.id).toEqual(expect.any(String));
      await admin.DeploymentQueueActionsApi.cancelDeploymentRequest(waiting?.id ?? '');
      const { data: cancelling } = await actions.cancelEnvironmentDeployment(env, { force_cancel: false });
      expect(cancelling.id).toEqual(expect.any(String));
      await settle(t);
      expect(await refusal(admin.DeploymentQueueActionsApi.cancelDeploymentRequest(UNKNOWN_ID))).toBe(404);
      const { data: uninstalled } = await actions.uninstallEnvironment(env);
      expect(uninstalled).toBeTruthy();
      await settle(t);
    });
  },
};
