import { beforeAll, expect, it } from 'vitest';
import type {
  ApplicationEditRequest,
  ApplicationRequest,
  CloneServiceRequest,
  ContainerRequest,
  CustomDomainRequest,
  DatabaseEditRequest,
  DatabaseRequest,
  HelmRequest,
  JobRequest,
  TerraformRequest,
} from 'qovery-typescript-axios';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import type { OwnEnvironment } from '../ownEnvironment';
import { UNKNOWN_ID } from '../world';

// Every kind of service made, read, listed, edited, cloned and deleted through the official client.

/** A custom domain whose certificate the platform makes. */
const domain = (name: string): CustomDomainRequest => ({ domain: name, generate_certificate: true });

export const servicesArea: CompatArea = {
  title: 'services through the official client',
  file: import.meta.filename,
  tests(world) {
    // The services made and cloned here go to an environment of the area's own, leaving the seeded one as it was.
    let own: OwnEnvironment;
    beforeAll(async () => {
      own = await world().ownEnvironment('compat-services');
    });

    /** A clone of a service into the area's environment, under a name of its own. */
    const cloneTo = (name: string): CloneServiceRequest => ({ name, environment_id: own.environmentId });

    it('applications and containers', async () => {
      const { admin, seeded, sample } = world();
      const env = own.environmentId;
      const { data: app } = await admin.ApplicationsApi.createApplication(
        env,
        sample<ApplicationRequest>('createApplication', { name: 'compat-app' }),
      );
      expect(app.name).toBe('compat-app');
      expect(
        (await admin.ApplicationsApi.listApplication(env)).data.results?.map((entry) => entry.id),
      ).toContain(app.id);
      expect((await admin.ApplicationMainCallsApi.getApplication(app.id)).data.id).toBe(app.id);
      const appEdit = sample<ApplicationEditRequest>('editApplication', { name: 'compat-app-2' });
      expect((await admin.ApplicationMainCallsApi.editApplication(app.id, appEdit)).data.name).toBe(
        'compat-app-2',
      );
      expect(
        (await admin.ApplicationsApi.cloneApplication(app.id, cloneTo('compat-app-copy'))).data.name,
      ).toBe('compat-app-copy');
      const { data: appLinks } = await admin.ApplicationMainCallsApi.listApplicationLinks(
        seeded.services.application,
      );
      expect(Array.isArray(appLinks.results)).toBe(true);
      await admin.ApplicationMainCallsApi.deleteApplication(app.id);
      expect(await refusal(admin.ApplicationMainCallsApi.getApplication(UNKNOWN_ID))).toBe(404);

      const container = sample<ContainerRequest>('createContainer', { name: 'compat-web' });
      const { data: web } = await admin.ContainersApi.createContainer(env, container);
      expect(web.id).toEqual(expect.any(String));
      expect((await admin.ContainersApi.listContainer(env)).data.results?.map((entry) => entry.id)).toContain(
        web.id,
      );
      expect((await admin.ContainerMainCallsApi.getContainer(web.id)).data.id).toBe(web.id);
      const editedWeb = await admin.ContainerMainCallsApi.editContainer(web.id, {
        ...container,
        name: 'compat-web-2',
      });
      expect(editedWeb.data.id).toBe(web.id);
      expect((await admin.ContainersApi.cloneContainer(web.id, cloneTo('compat-web-copy'))).data.id).not.toBe(
        web.id,
      );
      const { data: webLinks } = await admin.ContainerMainCallsApi.listContainerLinks(
        seeded.services.container,
      );
      expect(Array.isArray(webLinks.results)).toBe(true);
      await admin.ContainerMainCallsApi.deleteContainer(web.id);
      expect(await refusal(world().reader.ContainersApi.createContainer(env, container))).toBe(403);
    });

    it('databases and jobs', async () => {
      const { admin, sample } = world();
      const env = own.environmentId;
      const { data: db } = await admin.DatabasesApi.createDatabase(
        env,
        sample<DatabaseRequest>('createDatabase', { name: 'compat-db' }),
      );
      expect(db.type).toBe('POSTGRESQL');
      expect((await admin.DatabasesApi.listDatabase(env)).data.results?.map((entry) => entry.id)).toContain(
        db.id,
      );
      expect((await admin.DatabaseMainCallsApi.getDatabase(db.id)).data.name).toBe('compat-db');
      const dbEdit = sample<DatabaseEditRequest>('editDatabase', { name: 'compat-db-2' });
      expect((await admin.DatabaseMainCallsApi.editDatabase(db.id, dbEdit)).data.name).toBe('compat-db-2');
      const { data: credentials } = await admin.DatabaseMainCallsApi.getDatabaseMasterCredentials(db.id);
      expect(credentials).toEqual({
        host: expect.any(String),
        port: 5432,
        login: 'superuser',
        password: expect.any(String),
      });
      const { data: rotated } = await admin.DatabaseMainCallsApi.editDatabaseCredentials(db.id, {
        login: 'superuser',
        password: 'compat-chosen-password-0001',
      });
      expect(rotated.password).toBe('compat-chosen-password-0001');
      expect(await refusal(world().reader.DatabaseMainCallsApi.getDatabaseMasterCredentials(db.id))).toBe(
        403,
      );
      const { data: versions } = await admin.DatabaseMainCallsApi.listDatabaseVersion(db.id);
      expect(versions.results?.map((version) => version.name)).toContain(dbEdit.version);
      expect((await admin.DatabasesApi.cloneDatabase(db.id, cloneTo('compat-db-copy'))).data.name).toBe(
        'compat-db-copy',
      );
      await admin.DatabaseMainCallsApi.deleteDatabase(db.id);
      expect(await refusal(admin.DatabaseMainCallsApi.getDatabase(UNKNOWN_ID))).toBe(404);

      const job = sample<JobRequest>('createJob', { name: 'compat-job' });
      const { data: made } = await admin.JobsApi.createJob(env, job);
      expect(made.id).toEqual(expect.any(String));
      expect((await admin.JobsApi.listJobs(env)).data.results?.map((entry) => entry.id)).toContain(made.id);
      expect((await admin.JobMainCallsApi.getJob(made.id)).data.id).toBe(made.id);
      expect((await admin.JobMainCallsApi.editJob(made.id, { ...job, name: 'compat-job-2' })).data.id).toBe(
        made.id,
      );
      expect((await admin.JobsApi.cloneJob(made.id, cloneTo('compat-job-copy'))).data.id).not.toBe(made.id);
      await admin.JobMainCallsApi.deleteJob(made.id);
      expect(await refusal(world().reader.JobsApi.createJob(env, job))).toBe(403);
    });

    it('helm charts and terraform services', async () => {
      const { admin, seeded, sample } = world();
      const env = own.environmentId;
      const helm = sample<HelmRequest>('createHelm', { name: 'compat-helm' });
      const { data: chart } = await admin.HelmsApi.createHelm(env, helm);
      expect(chart.id).toEqual(expect.any(String));
      expect((await admin.HelmsApi.listHelms(env)).data.results?.map((entry) => entry.id)).toContain(
        chart.id,
      );
      expect((await admin.HelmMainCallsApi.getHelm(chart.id)).data.id).toBe(chart.id);
      expect(
        (await admin.HelmMainCallsApi.editHelm(chart.id, { ...helm, name: 'compat-helm-2' })).data.id,
      ).toBe(chart.id);
      expect((await admin.HelmsApi.cloneHelm(chart.id, cloneTo('compat-helm-copy'))).data.id).not.toBe(
        chart.id,
      );
      const { data: helmLinks } = await admin.HelmMainCallsApi.listHelmLinks(seeded.services.helm);
      expect(Array.isArray(helmLinks.results)).toBe(true);
      await admin.HelmMainCallsApi.deleteHelm(chart.id);
      expect(await refusal(admin.HelmMainCallsApi.getHelm(UNKNOWN_ID))).toBe(404);

      const terraform = sample<TerraformRequest>('createTerraform', { name: 'compat-terraform' });
      const { data: infra } = await admin.TerraformsApi.createTerraform(env, terraform);
      expect(infra.id).toEqual(expect.any(String));
      expect(
        (await admin.TerraformsApi.listTerraforms(env)).data.results?.map((entry) => entry.id),
      ).toContain(infra.id);
      expect((await admin.TerraformMainCallsApi.getTerraform(infra.id)).data.id).toBe(infra.id);
      const terraformEdit = { ...terraform, name: 'compat-terraform-2' };
      expect((await admin.TerraformMainCallsApi.editTerraform(infra.id, terraformEdit)).data.id).toBe(
        infra.id,
      );
      const copy = await admin.TerraformsApi.cloneTerraform(infra.id, cloneTo('compat-terraform-copy'));
      expect(copy.data.id).not.toBe(infra.id);
      await admin.TerraformMainCallsApi.deleteTerraform(infra.id);
      expect(await refusal(world().reader.TerraformsApi.createTerraform(env, terraform))).toBe(403);
    });

    it('custom domains of applications, containers and helm charts', async () => {
      const { admin, seeded } = world();
      const { application, container, helm } = seeded.services;
      const apps = admin.ApplicationCustomDomainApi;
      const { data: appDomain } = await apps.createApplicationCustomDomain(
        application,
        domain('compat.example.com'),
      );
      expect(appDomain.domain).toBe('compat.example.com');
      const appEdited = await apps.editCustomDomain(
        application,
        appDomain.id,
        domain('compat-2.example.com'),
      );
      expect(appEdited.data.domain).toBe('compat-2.example.com');
      expect(
        (await apps.listApplicationCustomDomain(application)).data.results?.map((entry) => entry.id),
      ).toContain(appDomain.id);
      await apps.deleteCustomDomain(application, appDomain.id);
      expect(await refusal(apps.deleteCustomDomain(application, UNKNOWN_ID))).toBe(404);

      const containers = admin.ContainerCustomDomainApi;
      const { data: webDomain } = await containers.createContainerCustomDomain(
        container,
        domain('web.compat.io'),
      );
      const webEdited = await containers.editContainerCustomDomain(
        container,
        webDomain.id,
        domain('www.compat.io'),
      );
      expect(webEdited.data.domain).toBe('www.compat.io');
      expect(
        (await containers.listContainerCustomDomain(container)).data.results?.map((entry) => entry.id),
      ).toContain(webDomain.id);
      await containers.deleteContainerCustomDomain(container, webDomain.id);

      const charts = admin.HelmCustomDomainApi;
      const { data: helmDomain } = await charts.createHelmCustomDomain(helm, domain('cache.compat.io'));
      const helmEdited = await charts.editHelmCustomDomain(helm, helmDomain.id, domain('redis.compat.io'));
      expect(helmEdited.data.domain).toBe('redis.compat.io');
      expect((await charts.listHelmCustomDomain(helm)).data.results?.map((entry) => entry.id)).toContain(
        helmDomain.id,
      );
      await charts.deleteHelmCustomDomain(helm, helmDomain.id);
      expect(
        await refusal(
          world().reader.HelmCustomDomainApi.createHelmCustomDomain(helm, domain('no.compat.io')),
        ),
      ).toBe(403);
    });
  },
};
