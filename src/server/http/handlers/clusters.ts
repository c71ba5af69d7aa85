import type {
  cloudProviderCatalogEndpoints,
  cloudProviderCredentialsEndpoints,
  clusterEndpoints,
  PageQuery,
} from '../../../contract';
import type { CloudCredentialsService } from '../../modules/cloudCredentials';
import type { CloudProviderCatalog, ClusterService } from '../../modules/clusters';
import { readReachOf, visibleClusterIds } from '../../domain/reach';
import { roleOfCaller } from './visibility';
import { paginate } from '../pagination';
import { bindHandlers, callerOf, type HandlerRegistry, type HandlersFor } from './bind';

/** The organization checked for an operation scoped by a record: always set once authorized. */
function organizationOf(organizationId: string | null): string {
  if (!organizationId) throw new Error('An operation scoped by a cluster ran without its organization');
  return organizationId;
}

export function clusterHandlers(clusters: ClusterService): HandlersFor<typeof clusterEndpoints> {
  return {
    list: (context) => {
      const { params, query } = context;
      const only = visibleClusterIds(roleOfCaller(callerOf(context), params.organizationId));
      return paginate(query, (window) => clusters.list(params.organizationId, window, only));
    },
    create: ({ params, body }) => clusters.create(params.organizationId, body),
    listStatuses: (context) => {
      const { organizationId } = context.params;
      return clusters.statuses(
        organizationId,
        visibleClusterIds(roleOfCaller(callerOf(context), organizationId)),
      );
    },
    get: ({ params }) => clusters.get(params.organizationId, params.clusterId),
    edit: ({ params, body }) => clusters.edit(params.organizationId, params.clusterId, body),
    delete: ({ params }) => clusters.delete(params.organizationId, params.clusterId),
    status: ({ params }) => clusters.status(params.organizationId, params.clusterId),
    deploy: ({ params }) => clusters.install(params.organizationId, params.clusterId),
    stop: ({ params }) => clusters.stop(params.organizationId, params.clusterId),
    upgrade: ({ params, organizationId }) =>
      clusters.upgrade(organizationOf(organizationId), params.clusterId),
    kubeconfig: async ({ params, query, reply }) => {
      const yaml = await clusters.kubeconfig(
        params.organizationId,
        params.clusterId,
        query.read_only ?? false,
      );
      // YAML as it is, not a JSON string: the contract's answer is the text of the file.
      reply
        .type('application/x-yaml; charset=utf-8')
        .header('content-disposition', 'attachment; filename="kubeconfig.yaml"')
        .serializer((payload: unknown) => String(payload));
      return yaml;
    },
    logs: ({ params }) => clusters.logs(params.organizationId, params.clusterId),
    executions: ({ params }) => clusters.executions(params.organizationId, params.clusterId),
    environments: (context) => {
      const organizationId = organizationOf(context.organizationId);
      const reach = readReachOf(roleOfCaller(callerOf(context), organizationId));
      return clusters.environments(organizationId, context.params.clusterId, reach);
    },
  };
}

export function cloudProviderCatalogHandlers(
  catalog: CloudProviderCatalog,
): HandlersFor<typeof cloudProviderCatalogEndpoints> {
  return {
    awsRegions: async () => catalog.regions('aws'),
    awsFeatures: async () => catalog.features('aws'),
    awsInstanceTypes: async ({ query }) => catalog.instanceTypes('aws', null, query.gpu),
    awsEksInstanceTypes: async ({ params, query }) =>
      catalog.instanceTypes('aws', { param: 'region', value: params.region }, query.gpu),
    scalewayRegions: async () => catalog.regions('scaleway'),
    scalewayFeatures: async () => catalog.features('scaleway'),
    scalewayInstanceTypes: async ({ query }) => catalog.instanceTypes('scaleway', null, query.gpu),
    scalewayKapsuleInstanceTypes: async ({ params, query }) =>
      catalog.instanceTypes('scaleway', { param: 'zone', value: params.zone }, query.gpu),
    gcpRegions: async () => catalog.regions('gcp'),
    gcpFeatures: async () => catalog.features('gcp'),
    gcpGkeInstanceTypes: async ({ params, query }) =>
      catalog.instanceTypes('gcp', { param: 'region', value: params.region }, query.gpu),
    azureRegions: async () => catalog.regions('azure'),
    azureFeatures: async () => catalog.features('azure'),
    azureAksInstanceTypes: async ({ params, query }) =>
      catalog.instanceTypes('azure', { param: 'region', value: params.region }, query.gpu),
  };
}

type AwsCredentials = CloudCredentialsService['aws'];

/** One provider's credentials service: the same operations, each taking that provider's request `R`. */
type ProviderCredentials<R> = Omit<AwsCredentials, 'create' | 'edit'> & {
  create(organizationId: string, request: R): ReturnType<AwsCredentials['create']>;
  edit(organizationId: string, id: string, request: R): ReturnType<AwsCredentials['edit']>;
};

/** What the handlers read of their validated input; each reads only its part, so each endpoint's fits. */
interface InOrganization {
  params: { organizationId: string };
}
interface OnCredentials {
  params: { organizationId: string; credentialsId: string };
}

/** The handlers of one provider's credentials; its endpoints check each provider's request and answer. */
function credentialsHandlers<R>(service: ProviderCredentials<R>) {
  return {
    list: ({ params, query }: InOrganization & { query: PageQuery }) =>
      paginate(query, (window) => service.list(params.organizationId, window)),
    create: ({ params, body }: InOrganization & { body: R }) => service.create(params.organizationId, body),
    get: ({ params }: OnCredentials) => service.get(params.organizationId, params.credentialsId),
    edit: ({ params, body }: OnCredentials & { body: R }) =>
      service.edit(params.organizationId, params.credentialsId, body),
    delete: ({ params }: OnCredentials) => service.delete(params.organizationId, params.credentialsId),
  };
}

export function bindCloudProviderCredentialsHandlers(
  registry: HandlerRegistry,
  endpoints: typeof cloudProviderCredentialsEndpoints,
  service: CloudCredentialsService,
): void {
  bindHandlers(registry, endpoints.aws, credentialsHandlers(service.aws));
  bindHandlers(registry, endpoints.scaleway, credentialsHandlers(service.scaleway));
  bindHandlers(registry, endpoints.gcp, credentialsHandlers(service.gcp));
  bindHandlers(registry, endpoints.azure, credentialsHandlers(service.azure));
}
