import type { ApplicationRequest, Environment, EnvironmentMode } from '../../src/contract';
import {
  applicationEndpoints,
  containerEndpoints,
  containerRegistryEndpoints,
  databaseEndpoints,
  environmentEndpoints,
  helmEndpoints,
  helmRepositoryEndpoints,
  jobEndpoints,
  projectEndpoints,
  terraformEndpoints,
} from '../../src/contract/endpoints';
import type { Project } from '../../src/contract/projects';
import { minimalServiceRequests } from '../../src/contract/testing';
import type { Page } from '@playwright/test';
import { ServicePage, type ServiceAddress } from '../pages/ServicePage';
import { uniqueName } from './names';
import type { PlatformApi } from './platform-api';

/** A project of its own with one environment (on the organization's default cluster), made through the API. */
export interface SeededEnvironment {
  organizationId: string;
  project: Project;
  environment: Environment;
}

export async function seedEnvironment(
  api: PlatformApi,
  organizationId: string,
  prefix: string,
  mode: Exclude<EnvironmentMode, 'PREVIEW'> = 'DEVELOPMENT',
): Promise<SeededEnvironment> {
  const project = await api.call(projectEndpoints.create, {
    params: { organizationId },
    body: { name: uniqueName(prefix) },
  });
  const environment = await api.call(environmentEndpoints.create, {
    params: { projectId: project.id },
    body: { name: uniqueName(`${prefix}-env`), mode },
  });
  return { organizationId, project, environment };
}

/** Where a service of the seeded environment lives in the console. */
export function addressOf(
  seeded: SeededEnvironment,
  kind: ServiceAddress['kind'],
  serviceId: string,
): ServiceAddress {
  return {
    organizationId: seeded.organizationId,
    projectId: seeded.project.id,
    environmentId: seeded.environment.id,
    kind,
    serviceId,
  };
}

/** The demo organization's Docker Hub registry, which the server creates with the organization. */
export const DEMO_REGISTRY_NAME = 'Docker Hub';
/** The demo organization's helm repository. */
export const DEMO_HELM_REPOSITORY_NAME = 'Bitnami';
/** The demo organization's one (and default) cluster. */
export const DEMO_CLUSTER_NAME = 'demo-cluster';

/** The id of the demo organization's Docker Hub registry. */
export async function demoRegistryId(api: PlatformApi, organizationId: string): Promise<string> {
  const { results } = await api.call(containerRegistryEndpoints.list, { params: { organizationId } });
  const registry = results.find((candidate) => candidate.name === DEMO_REGISTRY_NAME);
  if (!registry) throw new Error(`The demo organization has no "${DEMO_REGISTRY_NAME}" registry.`);
  return registry.id;
}

/** The id of the demo organization's helm repository. */
export async function demoHelmRepositoryId(api: PlatformApi, organizationId: string): Promise<string> {
  const { results } = await api.call(helmRepositoryEndpoints.list, { params: { organizationId } });
  const repository = results.find((candidate) => candidate.name === DEMO_HELM_REPOSITORY_NAME);
  if (!repository)
    throw new Error(`The demo organization has no "${DEMO_HELM_REPOSITORY_NAME}" helm repository.`);
  return repository.id;
}

/**
 * An application built from a public GitHub repository, with one public port; `request` replaces any of its fields
 * (another repository or branch, other ports).
 */
export function seedApplication(
  api: PlatformApi,
  environmentId: string,
  name: string,
  request: Partial<ApplicationRequest> = {},
) {
  return api.call(applicationEndpoints.create, {
    params: { environmentId },
    body: {
      name,
      description: 'Seeded through the API',
      git_repository: { url: 'https://github.com/acme-robotics/storefront-web.git' },
      ports: [{ internal_port: 3000, publicly_accessible: true }],
      ...request,
    },
  });
}

/**
 * A project of its own with an environment holding one application (`seedApplication`'s, `request` replacing any of
 * its fields), made through the API, and the application's page opened.
 */
export async function openSeededApplication(
  page: Page,
  api: PlatformApi,
  organizationId: string,
  { prefix, name, request }: { prefix: string; name: string; request?: Partial<ApplicationRequest> },
) {
  const seeded = await seedEnvironment(api, organizationId, prefix);
  const application = await seedApplication(api, seeded.environment.id, name, request);
  const servicePage = await ServicePage.open(
    page,
    addressOf(seeded, 'application', application.id),
    application.name,
  );
  return { seeded, application, servicePage };
}

/**
 * One service of every kind in an environment, through the API: the contract's minimal request of each kind under
 * names of their own; resolves to their names by kind.
 */
export async function seedOneOfEachKind(api: PlatformApi, organizationId: string, environmentId: string) {
  const [registryId, helmRepositoryId] = await Promise.all([
    demoRegistryId(api, organizationId),
    demoHelmRepositoryId(api, organizationId),
  ]);
  const requests = minimalServiceRequests({ registryId, helmRepositoryId });
  const params = { environmentId };
  const names = {
    application: 'storefront-web',
    container: 'edge-proxy',
    database: 'orders-db',
    job: 'nightly-sitemap',
    helm: 'grafana',
    terraform: 'cdn',
  } as const;
  // Created side by side: the tests look them up by name, never by the order they were made in.
  await Promise.all([
    api.call(applicationEndpoints.create, {
      params,
      body: { ...requests.application, name: names.application },
    }),
    api.call(containerEndpoints.create, { params, body: { ...requests.container, name: names.container } }),
    api.call(databaseEndpoints.create, { params, body: { ...requests.database, name: names.database } }),
    api.call(jobEndpoints.create, { params, body: { ...requests.job, name: names.job } }),
    api.call(helmEndpoints.create, { params, body: { ...requests.helm, name: names.helm } }),
    api.call(terraformEndpoints.create, { params, body: { ...requests.terraform, name: names.terraform } }),
  ]);
  return names;
}
