import type { z } from 'zod';
import {
  choice,
  defaultsOf,
  flag,
  integer,
  list,
  map,
  optionalInteger,
  optionalText,
  settingsRequestSchema,
  settingsSchema,
  text,
  type SettingTable,
} from './definitions';

// A cluster's settings, with the keys of the public API's ClusterAdvancedSettings.

const lokiResources = (part: string, cpu: [number, number], memory: [number, number]): SettingTable => ({
  [`loki.${part}.cpu_request_m`]: integer(cpu[0], `CPU Loki's ${part} asks for, in millicores`),
  [`loki.${part}.cpu_limit_m`]: integer(cpu[1], `CPU Loki's ${part} may use, in millicores`),
  [`loki.${part}.memory_request_mib`]: integer(memory[0], `Memory Loki's ${part} asks for, in MiB`),
  [`loki.${part}.memory_limit_mib`]: integer(memory[1], `Memory Loki's ${part} may use, in MiB`),
});

const databaseAccess = (engine: string): SettingTable => ({
  [`database.${engine}.deny_any_access`]: flag(false, `Refuses every connection to ${engine} databases`),
  [`database.${engine}.allowed_cidrs`]: list(['0.0.0.0/0'], `Addresses that may reach ${engine} databases`),
});

export const clusterSettingTable = {
  'aws.cloudwatch.eks_logs_retention_days': integer(90, 'Days the control plane logs are kept', { min: 1 }),
  'aws.vpc.enable_s3_flow_logs': flag(false, "Writes the network's flow logs to a bucket"),
  'aws.vpc.flow_logs_retention_days': integer(365, 'Days the flow logs are kept', { min: 1 }),
  'aws.vpc.enable_nat_gateway_secondary_eip': flag(false, 'Gives the NAT gateway a second public address'),
  'loki.log_retention_in_week': integer(12, 'Weeks the services’ logs are kept', { min: 1 }),
  'loki.deployment_mode': choice(
    ['single_binary', 'simple_scalable'],
    'single_binary',
    'Loki as one process, or split into reads, writes and backend',
  ),
  ...lokiResources('single_binary', [200, 1000], [1024, 2048]),
  ...lokiResources('write', [100, 500], [512, 1024]),
  ...lokiResources('read', [100, 500], [512, 1024]),
  ...lokiResources('backend', [100, 500], [512, 1024]),
  'registry.image_retention_time': integer(31536000, 'Seconds an image is kept in the registry', { min: 1 }),
  'cloud_provider.container_registry.tags': map("Tags given to the cluster's registry (key: value)"),
  'aws.eks.enable_alb_controller': flag(false, 'Installs the AWS load balancer controller'),
  'aws.eks.enable_efs_addon': flag(false, 'Installs the EFS storage driver'),
  'aws.eks.efs.throughput_mode': choice(
    ['bursting', 'elastic', 'provisioned'],
    'bursting',
    'Throughput mode of EFS volumes',
  ),
  'aws.eks.efs.performance_mode': choice(
    ['generalPurpose', 'maxIO'],
    'generalPurpose',
    'Performance mode of EFS volumes',
  ),
  'aws.eks.efs.transition_to_ia': choice(
    ['AFTER_1_DAY', 'AFTER_7_DAYS', 'AFTER_14_DAYS', 'AFTER_30_DAYS', 'AFTER_60_DAYS', 'AFTER_90_DAYS', ''],
    '',
    'When unread EFS files move to infrequent access (empty: never)',
  ),
  'load_balancer.size': text('lb-s', "Size of the cluster's load balancer"),
  ...databaseAccess('postgresql'),
  ...databaseAccess('mysql'),
  ...databaseAccess('mongodb'),
  ...databaseAccess('redis'),
  'aws.iam.admin_group': text('Admins', 'IAM group given admin rights on the cluster'),
  'aws.eks.ec2.metadata_imds': choice(
    ['optional', 'required'],
    'optional',
    'Whether nodes require IMDSv2 for their metadata',
  ),
  'aws.eks.ec2.ami': text('', 'Machine image of the nodes (empty: the default)'),
  'pleco.resources_ttl': integer(-1, 'Seconds before idle resources are cleaned up (-1: never)', { min: -1 }),
  'registry.mirroring_mode': choice(
    ['Cluster', 'Service'],
    'Service',
    'Mirror images once per cluster or once per service',
  ),
  'nginx.vcpu.request_in_milli_cpu': integer(100, 'CPU the ingress asks for, in millicores'),
  'nginx.vcpu.limit_in_milli_cpu': integer(500, 'CPU the ingress may use, in millicores'),
  'nginx.memory.request_in_mib': integer(768, 'Memory the ingress asks for, in MiB'),
  'nginx.memory.limit_in_mib': integer(768, 'Memory the ingress may use, in MiB'),
  'envoy.gateway_api.http_request_timeout_seconds': optionalInteger('Seconds a request may take (gateway)'),
  'envoy.gateway_api.http_connection_idle_timeout_seconds': optionalInteger(
    'Seconds an idle connection stays open (gateway)',
  ),
  'envoy.gateway_api.retry.num_retries': optionalInteger('Retries of a failed request (gateway)', {
    max: 100,
  }),
  'envoy.gateway_api.retry.retry_on': optionalText('Failures that are retried, comma separated (gateway)'),
  'envoy.gateway_api.retry.http_status_codes': optionalText('Statuses that are retried (gateway)'),
  'envoy.gateway_api.retry.per_try_timeout_seconds': optionalInteger('Seconds each try may take (gateway)'),
  'nginx.hpa.cpu_utilization_percentage_threshold': integer(50, 'CPU use that adds an ingress instance', {
    min: 1,
    max: 100,
  }),
  'nginx.hpa.min_number_instances': integer(2, 'Fewest ingress instances', { min: 1 }),
  'nginx.hpa.max_number_instances': integer(25, 'Most ingress instances', { min: 1 }),
  'storageclass.fast_ssd': text('gp2', 'Storage class of fast volumes'),
  'qovery.static_ip_mode': flag(false, 'Sends outbound traffic from fixed addresses'),
  'k8s.api.allowed_public_access_cidrs': list(
    ['0.0.0.0/0'],
    "Addresses that may reach the cluster's Kubernetes API",
  ),
} satisfies SettingTable;

export const clusterAdvancedSettings = settingsSchema(clusterSettingTable);
export const clusterAdvancedSettingsRequest = settingsRequestSchema(clusterSettingTable);
export type ClusterAdvancedSettings = z.infer<typeof clusterAdvancedSettings>;
export const defaultClusterAdvancedSettings = defaultsOf(clusterSettingTable);
