import { expect, it } from 'vitest';
import type {
  ContainerDeployRequest,
  DeployRequest,
  HelmDeployRequest,
  JobDeployRequest,
  Status,
  TerraformDeployRequest,
} from 'qovery-typescript-axios';
import { settle } from '../../../testing/deployments';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import { UNKNOWN_ID } from '../world';

// Each kind of service deployed, redeployed, restarted, stopped and uninstalled through the official client, with
// its status, deployment history and log read back. Each action is played to its end before the next.

export const serviceActionsArea: CompatArea = {
  title: 'service actions through the official client',
  file: import.meta.filename,
  tests(world) {
    /** Plays the queued deployment to its end and answers the status the action answered. */
    const played = async (action: Promise<{ data: Status }>): Promise<Status> => {
      const { data } = await action;
      await settle(world().t);
      return data;
    };

    it('applications', async () => {
      const { admin, seeded, sample } = world();
      const id = seeded.services.application;
      const actions = admin.ApplicationActionsApi;
      // The answer is the deployment request accepted, not the client's Status model (docs/api.md).
      const accepted = await played(
        actions.deployApplication(id, sample<DeployRequest>('deployApplication')),
      );
      expect(accepted.id).toEqual(expect.any(String));
      expect((await admin.ApplicationMainCallsApi.getApplicationStatus(id)).data.state).toBe('DEPLOYED');
      await played(actions.redeployApplication(id));
      await played(actions.rebootApplication(id));
      const { data: history } =
        await admin.ApplicationDeploymentHistoryApi.listApplicationDeploymentHistory(id);
      expect(history.results?.length).toBeGreaterThan(1);
      const { data: log } = await admin.ApplicationLogsApi.listApplicationLog(id);
      expect(log.results?.length).toBeGreaterThan(0);
      await played(actions.stopApplication(id));
      await played(actions.uninstallApplication(id));
      expect(await refusal(actions.deployApplication(UNKNOWN_ID))).toBe(404);
      expect(await refusal(world().reader.ApplicationActionsApi.deployApplication(id))).toBe(403);
    });

    it('containers and databases', async () => {
      const { admin, seeded, sample } = world();
      const web = seeded.services.container;
      const containers = admin.ContainerActionsApi;
      await played(containers.deployContainer(web, sample<ContainerDeployRequest>('deployContainer')));
      expect((await admin.ContainerMainCallsApi.getContainerStatus(web)).data.state).toBe('DEPLOYED');
      await played(containers.redeployContainer(web));
      await played(containers.rebootContainer(web));
      const { data: history } = await admin.ContainerDeploymentHistoryApi.listContainerDeploymentHistory(web);
      expect(history.results?.length).toBeGreaterThan(1);
      expect((await admin.ContainerLogsApi.listContainerLog(web)).data.results?.length).toBeGreaterThan(0);
      await played(containers.stopContainer(web));
      await played(containers.uninstallContainer(web));

      const db = seeded.services.database;
      const databases = admin.DatabaseActionsApi;
      await played(databases.redeployDatabase(db));
      expect((await admin.DatabaseMainCallsApi.getDatabaseStatus(db)).data.state).toBe('DEPLOYED');
      await played(databases.rebootDatabase(db));
      await played(databases.stopDatabase(db));
      await played(databases.deployDatabase(db));
      const { data: dbHistory } = await admin.DatabaseDeploymentHistoryApi.listDatabaseDeploymentHistory(db);
      expect(dbHistory.results?.length).toBeGreaterThan(1);
      await played(databases.uninstallDatabase(db));
      expect(await refusal(world().reader.DatabaseActionsApi.stopDatabase(db))).toBe(403);
    });

    it('jobs, helm charts and terraform services', async () => {
      const { admin, seeded, sample } = world();
      const job = seeded.services.job;
      const jobs = admin.JobActionsApi;
      await played(jobs.deployJob(job, undefined, sample<JobDeployRequest>('deployJob')));
      expect((await admin.JobMainCallsApi.getJobStatus(job)).data.id).toBe(job);
      await played(jobs.redeployJob(job));
      const { data: jobHistory } = await admin.JobDeploymentHistoryApi.listJobDeploymentHistory(job);
      expect(jobHistory.results?.length).toBeGreaterThan(1);
      await played(jobs.stopJob(job));
      await played(jobs.uninstallJob(job));

      const helm = seeded.services.helm;
      const helms = admin.HelmActionsApi;
      await played(helms.deployHelm(helm, undefined, sample<HelmDeployRequest>('deployHelm')));
      expect((await admin.HelmMainCallsApi.getHelmStatus(helm)).data.state).toBe('DEPLOYED');
      await played(helms.redeployHelm(helm));
      const { data: helmHistory } = await admin.HelmDeploymentHistoryApi.listHelmDeploymentHistory(helm);
      expect(helmHistory.results?.length).toBeGreaterThan(1);
      await played(helms.stopHelm(helm));
      await played(helms.uninstallHelm(helm));

      const terraform = seeded.services.terraform;
      const terraforms = admin.TerraformActionsApi;
      await played(terraforms.deployTerraform(terraform, sample<TerraformDeployRequest>('deployTerraform')));
      await played(terraforms.redeployTerraform(terraform));
      await played(terraforms.uninstallTerraform(terraform));
      expect(await refusal(world().reader.TerraformActionsApi.redeployTerraform(terraform))).toBe(403);
    });
  },
};
