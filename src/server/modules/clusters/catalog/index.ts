import {
  type CloudProvider,
  type ClusterInstanceType,
  cloudProviderSegments,
  type CloudProviderSegment,
} from '../../../../contract';
import { awsCatalog } from './aws';
import { azureCatalog } from './azure';
import { gcpCatalog } from './gcp';
import { scalewayCatalog } from './scaleway';
import type { ProviderCatalog } from './types';

export type { ProviderCatalog } from './types';

const catalogs: Record<CloudProviderSegment, ProviderCatalog> = {
  aws: awsCatalog,
  scaleway: scalewayCatalog,
  gcp: gcpCatalog,
  azure: azureCatalog,
};

export function catalogOfSegment(segment: CloudProviderSegment): ProviderCatalog {
  return catalogs[segment];
}

/** The catalog of a provider the platform makes clusters on; null for the others. */
export function catalogOf(provider: CloudProvider): ProviderCatalog | null {
  const segment = (Object.keys(cloudProviderSegments) as CloudProviderSegment[]).find(
    (key) => cloudProviderSegments[key] === provider,
  );
  return segment ? catalogs[segment] : null;
}

/** A Scaleway zone (`fr-par-2`) is in its region (`fr-par`); other providers' names are regions already. */
export function regionOfZone(catalog: ProviderCatalog, name: string): string {
  if (catalog.regions.some((region) => region.name === name)) return name;
  const zone = /^(.+)-\d+$/.exec(name);
  return zone?.[1] ?? name;
}

export function hasRegion(catalog: ProviderCatalog, region: string): boolean {
  return catalog.regions.some((entry) => entry.name === region);
}

/** The instance types a region offers. */
export function instanceTypesIn(catalog: ProviderCatalog, region: string): ClusterInstanceType[] {
  const missing = new Set(catalog.unavailable?.[region] ?? []);
  return catalog.instanceTypes.filter((type) => !missing.has(type.type));
}

export function findInstanceType(catalog: ProviderCatalog, type: string): ClusterInstanceType | null {
  return catalog.instanceTypes.find((entry) => entry.type === type) ?? null;
}
