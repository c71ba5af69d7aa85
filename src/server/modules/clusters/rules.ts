import type { ParsedClusterRequest } from '../../../contract';
import type { FieldProblem } from '../../domain/errors';
import { catalogOf, findInstanceType, hasRegion, instanceTypesIn, type ProviderCatalog } from './catalog';
import { sshPublicKeyProblem } from './sshKeys';

const managedProviders = 'AWS, SCW, GCP and AZURE';

/**
 * What the contract cannot check of a Cluster request: the provider's catalog (region, instance type,
 * features), the node range and the ssh keys. Each problem names its field.
 */
export function clusterRequestProblems(request: ParsedClusterRequest): {
  problems: FieldProblem[];
  catalog: ProviderCatalog | null;
} {
  const problems: FieldProblem[] = [];
  const catalog = catalogOf(request.cloud_provider);
  if (!catalog) {
    problems.push({
      path: ['cloud_provider'],
      message: `clusters are made on ${managedProviders}; ${request.cloud_provider} is not offered`,
    });
  } else {
    if (!hasRegion(catalog, request.region)) {
      problems.push({
        path: ['region'],
        message: `"${request.region}" is not a ${catalog.label} region (see /${segmentHint(catalog)}/region)`,
      });
    }
    if (request.instance_type !== undefined) {
      const type = findInstanceType(catalog, request.instance_type);
      if (!type) {
        problems.push({
          path: ['instance_type'],
          message: `"${request.instance_type}" is not a ${catalog.label} instance type`,
        });
      } else if (
        hasRegion(catalog, request.region) &&
        !instanceTypesIn(catalog, request.region).some((entry) => entry.type === type.type)
      ) {
        problems.push({
          path: ['instance_type'],
          message: `${type.type} is not offered in ${request.region}`,
        });
      }
    }
    request.features.forEach((feature, index) => {
      const known = catalog.features.find((entry) => entry.id === feature.id);
      if (!known) {
        problems.push({
          path: ['features', index, 'id'],
          message: `"${feature.id}" is not a ${catalog.label} cluster feature`,
        });
      } else if (feature.value !== null && typeof feature.value !== valueTypeOf(known.value_type)) {
        problems.push({
          path: ['features', index, 'value'],
          message: `must be a ${known.value_type === 'BOOLEAN' ? 'boolean' : 'string'}`,
        });
      }
    });
    const credentials = request.cloud_provider_credentials;
    if (credentials && credentials.cloud_provider !== request.cloud_provider) {
      problems.push({
        path: ['cloud_provider_credentials', 'cloud_provider'],
        message: `must be the cluster's cloud provider (${request.cloud_provider})`,
      });
    }
  }
  if (request.min_running_nodes > request.max_running_nodes) {
    problems.push({
      path: ['min_running_nodes'],
      message: `must be at most max_running_nodes (${request.max_running_nodes})`,
    });
  }
  request.ssh_keys.forEach((key, index) => {
    const problem = sshPublicKeyProblem(key);
    if (problem) problems.push({ path: ['ssh_keys', index], message: problem });
  });
  return { problems, catalog };
}

const valueTypeOf = (type: 'BOOLEAN' | 'STRING') => (type === 'BOOLEAN' ? 'boolean' : 'string');

function segmentHint(catalog: ProviderCatalog): string {
  return { AWS: 'aws', SCW: 'scaleway', GCP: 'gcp', AZURE: 'azure' }[catalog.provider];
}
