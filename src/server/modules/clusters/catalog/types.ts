import type {
  ClusterFeature,
  ClusterInstanceType,
  ClusterRegion,
  ManagedCloudProvider,
} from '../../../../contract';

/** What the platform knows of one cloud provider: where clusters go, what they run on, what they may add. */
export interface ProviderCatalog {
  provider: ManagedCloudProvider;
  /** How the provider is called in messages. */
  label: string;
  regions: ClusterRegion[];
  instanceTypes: ClusterInstanceType[];
  /** Instance types some regions do not offer, by region. */
  unavailable?: Record<string, readonly string[]>;
  features: ClusterFeature[];
  /** The instance type a cluster gets when its request names none. */
  defaultInstanceType: string;
}

/** `[type, vCPUs, GB of memory, US dollars an hour, architecture, GPUs]`: a catalog line, compactly. */
export type InstanceLine = [string, number, number, number, ('AMD64' | 'ARM64')?, number?];

export function instanceTypes(lines: readonly InstanceLine[]): ClusterInstanceType[] {
  return lines.map(([type, cpu, ramInGb, hourlyPrice, architecture = 'AMD64', gpu = 0]) => ({
    type,
    name: type,
    cpu,
    ram_in_gb: ramInGb,
    memory: Math.round(ramInGb * 1024),
    gpu,
    architecture,
    hourly_price: hourlyPrice,
    currency_code: 'USD',
  }));
}

/** `[name, city, country code, country]`. */
export type RegionLine = [string, string, string, string];

export function regions(lines: readonly RegionLine[]): ClusterRegion[] {
  return lines.map(([name, city, countryCode, country]) => ({
    name,
    city,
    country_code: countryCode,
    country,
  }));
}

interface FeatureLine {
  id: string;
  title: string;
  description: string;
  centsPerMonth: number;
  valueType: 'BOOLEAN' | 'STRING';
  documentation?: string;
}

export function features(lines: readonly FeatureLine[]): ClusterFeature[] {
  return lines.map((line) => ({
    id: line.id,
    title: line.title,
    description: line.description,
    cost_per_month_in_cents: line.centsPerMonth,
    cost_per_month: line.centsPerMonth / 100,
    currency_code: 'USD',
    is_cloud_provider_paying_feature: line.centsPerMonth > 0,
    cloud_provider_feature_documentation: line.documentation ?? null,
    is_platform_paying_feature: false,
    platform_feature_documentation: null,
    value_type: line.valueType,
    value_object: null,
    is_value_updatable: line.valueType === 'STRING',
    accepted_values: line.valueType === 'BOOLEAN' ? [true, false] : [],
  }));
}
