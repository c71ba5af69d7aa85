import type { ServiceKind } from '../../contract';
import { expectStatus } from './api';
import { serviceKindList, settle } from './deployments';
import { minimalRequests, servicesFixture, type ServicesFixture } from './services';
import type { TestApp } from './testApp';

/** Where the platform's calls out go in these tests: a loopback port nothing listens on, refused at once. */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';

export const SEEDED_GIT_TOKEN = 'ghp_seeded-token';

export interface EveryResource extends ServicesFixture {
  services: Record<ServiceKind, string>;
  apiTokenId: string;
  gitTokenId: string;
  /** The API the git token calls. */
  gitApiUrl: string;
  webhookId: string;
  /** A custom domain of the application, of the container and of the helm chart. */
  customDomains: Record<'application' | 'container' | 'helm', string>;
  /** Two deployment stages of the environment (each created, so the second can move around the first). */
  stageIds: [string, string];
  /** Credentials of each cloud provider, by the segment of their paths. */
  cloudCredentials: Record<'aws' | 'scaleway' | 'gcp' | 'azure', string>;
  /** A deployment request of the database, played to its end, and the database's deployment it made. */
  deploymentRequestId: string;
  deploymentId: string;
  /** A variable and a secret of the project. */
  variableId: string;
  secretId: string;
  customRoleId: string;
  /** A deployment rule of the project, whose wildcard no environment's name matches. */
  deploymentRuleId: string;
  invitationId: string;
  /** The secret of the invitation's link. */
  invitationToken: string;
}

/**
 * One record of every kind an endpoint's path can name, in one organization: for tests that call every endpoint
 * with its path pointing at records that exist. The git token is a GitHub one whose API is at `gitApiUrl` (a
 * stand-in, say); the token's value is `SEEDED_GIT_TOKEN`.
 */
export async function everyResource(t: TestApp, gitApiUrl: string): Promise<EveryResource> {
  const fixture = await servicesFixture(t);
  const { api, organizationId, environmentId } = fixture;
  const services = await routableServices(fixture);
  const apiToken = await t.createToken(organizationId, 'READ');
  const gitToken = expectStatus(
    await api.post(`/organization/${organizationId}/gitToken`, {
      name: 'ci',
      type: 'GITHUB',
      token: SEEDED_GIT_TOKEN,
      git_api_url: gitApiUrl,
    }),
    201,
  );
  const webhook = expectStatus(
    await api.post(`/organization/${organizationId}/webhook`, {
      target_url: `${UNREACHABLE_URL}/hook`,
      events: ['DEPLOYMENT_STARTED'],
    }),
    201,
  );
  const customDomains = { application: '', container: '', helm: '' };
  for (const kind of ['application', 'container', 'helm'] as const) {
    const domain = { domain: `${kind}.example.com` };
    const created = await api.post(`/${kind}/${services[kind]}/customDomain`, domain);
    customDomains[kind] = expectStatus(created, 201).id;
  }
  const stages = [];
  for (const name of ['build', 'release']) {
    const created = await api.post(`/environment/${environmentId}/deploymentStage`, { name });
    stages.push(expectStatus(created, 200).id as string);
  }
  const deploymentRule = expectStatus(
    await api.post(`/project/${fixture.projectId}/deploymentRule`, {
      name: 'seeded-rule',
      wildcard: 'seeded-rule-matches-nothing-*',
      mode: 'DEVELOPMENT',
      cluster_id: fixture.clusterId,
      timezone: 'UTC',
      start_time: '08:00',
      stop_time: '19:00',
      weekdays: ['MONDAY'],
    }),
    201,
  );
  const variable = expectStatus(
    await api.post(`/project/${fixture.projectId}/environmentVariable`, { key: 'SEEDED', value: 'seeded' }),
    201,
  );
  const secret = expectStatus(
    await api.post(`/project/${fixture.projectId}/secret`, { key: 'SEEDED_SECRET', value: 'seeded' }),
    201,
  );
  const cloudCredentials = await credentialsOfEachProvider(fixture);
  const customRole = expectStatus(
    await api.post(`/organization/${organizationId}/customRole`, { name: 'seeded-role' }),
    201,
  );
  const invitation = expectStatus(
    await api.post(`/organization/${organizationId}/inviteMember`, { email: 'invited@example.com' }),
    201,
  );
  const deployment = expectStatus(await api.post(`/database/${services.database}/deploy`), 202);
  await settle(t);
  const history = expectStatus(await api.get(`/database/${services.database}/deploymentHistory`), 200);
  return {
    ...fixture,
    services,
    apiTokenId: apiToken.id,
    gitTokenId: gitToken.id,
    gitApiUrl,
    webhookId: webhook.id,
    customDomains,
    stageIds: [stages[0]!, stages[1]!],
    cloudCredentials,
    deploymentRequestId: deployment.id,
    deploymentId: history.results[0].id,
    variableId: variable.id,
    secretId: secret.id,
    customRoleId: customRole.id,
    deploymentRuleId: deploymentRule.id,
    invitationId: invitation.id,
    invitationToken: String(invitation.invitation_link).split('/').pop() ?? '',
  };
}

/** Sample credentials of every provider, as `requestSamples` writes them. */
export const cloudCredentialsSamples = {
  aws: { name: 'aws-sample', access_key_id: 'AKIAIOSFODNN7EXAMPLE', secret_access_key: 'sample-secret' },
  scaleway: {
    name: 'scaleway-sample',
    scaleway_access_key: 'SCWXXXXXXXXXXXXXXXXX',
    scaleway_secret_key: 'sample-secret',
    scaleway_project_id: 'sample-project',
    scaleway_organization_id: 'sample-organization',
  },
  gcp: { name: 'gcp-sample', gcp_credentials: '{"type": "service_account"}' },
  azure: {
    name: 'azure-sample',
    azure_subscription_id: 'sample-subscription',
    azure_tenant_id: 'sample-tenant',
    azure_client_id: 'sample-client',
    azure_client_secret: 'sample-secret',
  },
};

async function credentialsOfEachProvider(
  fixture: ServicesFixture,
): Promise<EveryResource['cloudCredentials']> {
  const ids = { aws: '', scaleway: '', gcp: '', azure: '' };
  for (const segment of ['aws', 'scaleway', 'gcp', 'azure'] as const) {
    const body = { ...cloudCredentialsSamples[segment], name: `${segment}-seeded` };
    const created = await fixture.api.post(
      `/organization/${fixture.organizationId}/${segment}/credentials`,
      body,
    );
    ids[segment] = expectStatus(created, 201).id;
  }
  return ids;
}

/** One service of each kind, the application, the container and the helm chart with a public port. */
async function routableServices(fixture: ServicesFixture): Promise<Record<ServiceKind, string>> {
  const minimal = minimalRequests(fixture);
  const requests: Record<ServiceKind, object> = {
    ...minimal,
    container: { ...minimal.container, ports: [{ internal_port: 80, publicly_accessible: true }] },
    helm: { ...minimal.helm, ports: [{ internal_port: 6379, service_name: 'redis' }] },
  };
  const ids = {} as Record<ServiceKind, string>;
  for (const kind of serviceKindList) {
    const created = await fixture.api.post(`/environment/${fixture.environmentId}/${kind}`, requests[kind]);
    ids[kind] = expectStatus(created, 201).id;
  }
  return ids;
}

/** The seeded record a path parameter of `path` names. */
export function pathParamValue(seeded: EveryResource, path: string, param: string): string {
  const kind = path.split('/')[1] as ServiceKind;
  const values: Record<string, string | undefined> = {
    organizationId: seeded.organizationId,
    projectId: seeded.projectId,
    environmentId: seeded.environmentId,
    clusterId: seeded.clusterId,
    apiTokenId: seeded.apiTokenId,
    gitTokenId: seeded.gitTokenId,
    containerRegistryId: seeded.registryId,
    helmRepositoryId: seeded.helmRepositoryId,
    webhookId: seeded.webhookId,
    applicationId: seeded.services.application,
    containerId: seeded.services.container,
    databaseId: seeded.services.database,
    jobId: seeded.services.job,
    helmId: seeded.services.helm,
    terraformId: seeded.services.terraform,
    serviceId: seeded.services.application,
    customDomainId: seeded.customDomains[kind as keyof EveryResource['customDomains']],
    deploymentStageId: seeded.stageIds[0],
    stageId: seeded.stageIds[1],
    deploymentRequestId: seeded.deploymentRequestId,
    deploymentId: seeded.deploymentId,
    git_provider: 'github',
    environmentVariableId: seeded.variableId,
    secretId: seeded.secretId,
    variableId: seeded.variableId,
    credentialsId: seeded.cloudCredentials[path.split('/')[3] as keyof EveryResource['cloudCredentials']],
    region: { aws: 'eu-west-3', gcp: 'europe-west1', azure: 'westeurope' }[kind as string],
    zone: 'fr-par-1',
    customRoleId: seeded.customRoleId,
    // An environment's rule is named by the environment's id.
    deploymentRuleId: path.startsWith('/environment/') ? seeded.environmentId : seeded.deploymentRuleId,
    inviteId: seeded.invitationId,
    invitationToken: seeded.invitationToken,
  };
  const value = values[param];
  if (value === undefined) throw new Error(`No seeded record for {${param}} of ${path}`);
  return value;
}

/** `path` (as the contract writes it) with every parameter naming its seeded record, or `replace`'s value. */
export function seededPath(
  seeded: EveryResource,
  path: string,
  replace: { param: string; value: string } | null = null,
): string {
  return path.replace(/\{(\w+)\}/g, (_, param: string) =>
    param === replace?.param ? replace.value : pathParamValue(seeded, path, param),
  );
}
