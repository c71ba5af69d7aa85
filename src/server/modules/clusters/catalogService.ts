import type {
  CloudProviderSegment,
  ClusterFeature,
  ClusterInstanceType,
  ClusterRegion,
  List,
} from '../../../contract';
import { InvalidFieldError } from '../../domain/errors';
import { catalogOfSegment, hasRegion, instanceTypesIn, regionOfZone } from './catalog';

type GpuFilter = 'INCLUDE' | 'EXCLUDE' | 'ONLY' | undefined;

function byGpu(types: ClusterInstanceType[], gpu: GpuFilter): ClusterInstanceType[] {
  if (gpu === 'ONLY') return types.filter((type) => type.gpu > 0);
  if (gpu === 'EXCLUDE') return types.filter((type) => type.gpu === 0);
  return types;
}

/** The regions, instance types and features of each provider: the same for every organization. */
export function createCloudProviderCatalog() {
  return {
    regions(segment: CloudProviderSegment): List<ClusterRegion> {
      return { results: catalogOfSegment(segment).regions };
    },

    features(segment: CloudProviderSegment): List<ClusterFeature> {
      return { results: catalogOfSegment(segment).features };
    },

    /** Every instance type of the provider, or those a region (or a Scaleway zone, `param`) offers. */
    instanceTypes(
      segment: CloudProviderSegment,
      place: { param: 'region' | 'zone'; value: string } | null,
      gpu: GpuFilter,
    ): List<ClusterInstanceType> {
      const catalog = catalogOfSegment(segment);
      if (!place) return { results: byGpu(catalog.instanceTypes, gpu) };
      const region = regionOfZone(catalog, place.value);
      if (!hasRegion(catalog, region)) {
        throw new InvalidFieldError('params', [
          { path: [place.param], message: `"${place.value}" is not a ${catalog.label} ${place.param}` },
        ]);
      }
      return { results: byGpu(instanceTypesIn(catalog, region), gpu) };
    },
  };
}

export type CloudProviderCatalog = ReturnType<typeof createCloudProviderCatalog>;
