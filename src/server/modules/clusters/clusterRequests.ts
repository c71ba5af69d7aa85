import type { ParsedClusterRequest } from '../../../contract';
import { isUniqueViolation } from '../../db/errors';
import { invalidBody } from '../../domain/errors';
import type { OpenedCredentials } from '../cloudCredentials';
import { findInstanceType, type ProviderCatalog } from './catalog';
import type { ClusterDeps } from './deps';
import { nameTaken } from './queries';
import { clusterRequestProblems } from './rules';
import type { ClusterSettings } from './views';

/** The fields of a row the Cluster request sets, and the settings kept as sent. */
function rowFieldsOf(request: ParsedClusterRequest, catalog: ProviderCatalog | null) {
  const instanceTypeName = request.instance_type ?? catalog?.defaultInstanceType ?? null;
  const instanceType = catalog && instanceTypeName ? findInstanceType(catalog, instanceTypeName) : null;
  return {
    name: request.name,
    description: request.description ?? '',
    region: request.region,
    cloudProvider: request.cloud_provider,
    credentialsId: request.cloud_provider_credentials?.credentials.id ?? null,
    // What one node offers is the most one service can ask for.
    cpu: (instanceType?.cpu ?? 2) * 1000,
    memory: instanceType?.memory ?? 4096,
    gpu: instanceType?.gpu ?? 0,
    kubernetes: request.kubernetes,
    production: request.production,
    instanceType: instanceTypeName,
    minRunningNodes: request.min_running_nodes,
    maxRunningNodes: request.max_running_nodes,
    diskSize: request.disk_size,
    diskIops: request.disk_iops ?? null,
    diskThroughput: request.disk_throughput ?? null,
  };
}

/** Checks a request against the catalogs and the organization's records; answers the row's fields. */
export async function validated(
  { db, options }: ClusterDeps,
  organizationId: string,
  request: ParsedClusterRequest,
  exceptId: string | null,
) {
  const { problems, catalog } = clusterRequestProblems(request);
  if (await nameTaken(db, organizationId, request.name, exceptId)) {
    problems.unshift({
      path: ['name'],
      message: `a cluster named "${request.name}" already exists in this organization (names ignore case)`,
    });
  }
  const reference = request.cloud_provider_credentials;
  let credentials: OpenedCredentials | null = null;
  if (reference && catalog && reference.cloud_provider === request.cloud_provider) {
    credentials = await options.credentials.open(organizationId, catalog.provider, reference.credentials.id);
    if (!credentials) {
      problems.push({
        path: ['cloud_provider_credentials', 'credentials', 'id'],
        message: `names no ${catalog.label} credentials of this organization`,
      });
    }
  }
  if (problems.length > 0) throw invalidBody(problems);
  return { fields: rowFieldsOf(request, catalog), credentials };
}

/** The settings a request keeps, with the ids and times of the secret manager accesses it had already. */
export function settingsFrom(
  { runtime, options }: ClusterDeps,
  request: ParsedClusterRequest,
  previous: Partial<ClusterSettings>,
  credentials: OpenedCredentials | null,
): ClusterSettings {
  const now = runtime.clock.now().toISOString();
  const known = new Map((previous.secret_manager_accesses ?? []).map((access) => [access.id, access]));
  return {
    ssh_keys: request.ssh_keys.map((key) => key.trim()),
    features: request.features,
    metrics_parameters: request.metrics_parameters,
    infrastructure_charts_parameters: request.infrastructure_charts_parameters,
    keda: request.keda,
    labels_groups: request.labels_groups,
    secret_manager_accesses: request.secret_manager_accesses.map((access) => {
      const before = access.id ? known.get(access.id) : undefined;
      return before
        ? { ...access, id: before.id, created_at: before.created_at, updated_at: now }
        : { ...access, id: runtime.newId(), created_at: now };
    }),
    ...(credentials ? { credentials_name: credentials.name } : {}),
    sealed_access_secret:
      previous.sealed_access_secret ?? options.secrets.seal(runtime.randomBytes(32).toString('base64url')),
  };
}

export const duplicateName = (error: unknown, name: string) =>
  isUniqueViolation(error, 'clusters_org_name_unique')
    ? invalidBody([
        { path: ['name'], message: `a cluster named "${name}" already exists in this organization` },
      ])
    : null;
