import { z } from 'zod';
import { base, description, id, name, reference } from '../common';
import { singleLine, text, trimmedLine } from '../text';

export const serviceType = z.enum(['APPLICATION', 'CONTAINER', 'DATABASE', 'JOB', 'HELM', 'TERRAFORM']);
export type ServiceType = z.infer<typeof serviceType>;

/** Fields every service record carries, whatever its type. */
export const serviceBase = base.extend({
  name: text(),
  description: text(),
  environment: reference,
  icon_uri: text(),
});

/** Fields every service request carries. */
export const serviceRequestBase = z.object({
  name,
  description: description.optional(),
  icon_uri: singleLine().optional(),
});

export const gitProvider = z.enum(['BITBUCKET', 'GITHUB', 'GITLAB']);
export type GitProvider = z.infer<typeof gitProvider>;

export const gitRepositoryRequest = z.object({
  url: trimmedLine().min(1, 'is required'),
  branch: trimmedLine().min(1, 'is required').default('main'),
  root_path: singleLine().default('/'),
  git_token_id: id.nullable().optional(),
  provider: gitProvider.optional(),
});
export type GitRepositoryRequest = z.input<typeof gitRepositoryRequest>;

export const gitRepository = z.object({
  provider: gitProvider,
  owner: text(),
  url: text(),
  name: text(),
  has_access: z.boolean(),
  branch: text(),
  root_path: text(),
  deployed_commit_id: text().nullable(),
  deployed_commit_date: text().nullable(),
  deployed_commit_contributor: text().nullable(),
  deployed_commit_tag: text().nullable(),
  git_token_id: text().nullable(),
  git_token_name: text().nullable(),
});
export type GitRepository = z.infer<typeof gitRepository>;

export const portProtocol = z.enum(['HTTP', 'GRPC', 'TCP', 'UDP']);

const portNumber = z
  .number({ error: 'must be a number' })
  .int('must be an integer')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

export const portRequest = z.object({
  id: id.optional(),
  name: trimmedLine().max(63).optional(),
  internal_port: portNumber,
  external_port: portNumber.nullable().optional(),
  protocol: portProtocol.default('HTTP'),
  publicly_accessible: z.boolean().default(false),
  is_default: z.boolean().optional(),
  public_path: singleLine().nullable().optional(),
  public_path_rewrite: singleLine().nullable().optional(),
});
export type PortRequest = z.input<typeof portRequest>;

export const port = z.object({
  id,
  name: text(),
  internal_port: z.number().int(),
  external_port: z.number().int().nullable(),
  protocol: portProtocol,
  publicly_accessible: z.boolean(),
  is_default: z.boolean(),
  public_path: text().nullable(),
  public_path_rewrite: text().nullable(),
});
export type Port = z.infer<typeof port>;

export const probeType = z.union([
  z.object({ tcp: z.object({ port: portNumber, host: singleLine().nullable().optional() }) }),
  z.object({
    http: z.object({
      path: singleLine().default('/'),
      scheme: z.enum(['HTTP', 'HTTPS']).default('HTTP'),
      port: portNumber,
    }),
  }),
  z.object({ exec: z.object({ command: z.array(text()).min(1, 'needs a command') }) }),
  z.object({ grpc: z.object({ service: singleLine().nullable().optional(), port: portNumber }) }),
]);
export type ProbeType = z.infer<typeof probeType>;

const seconds = z.number().int('must be an integer').min(0, 'must be at least 0');
export const probe = z.object({
  type: probeType,
  initial_delay_seconds: seconds.default(30),
  period_seconds: seconds.min(1, 'must be at least 1').default(10),
  timeout_seconds: seconds.min(1, 'must be at least 1').default(5),
  success_threshold: seconds.min(1, 'must be at least 1').default(1),
  failure_threshold: seconds.min(1, 'must be at least 1').default(3),
});
export type Probe = z.infer<typeof probe>;

export const healthchecks = z.object({
  readiness_probe: probe.nullable().optional(),
  liveness_probe: probe.nullable().optional(),
});
export type Healthchecks = z.infer<typeof healthchecks>;

/** The port a probe targets, if it targets one. */
export function probePort(type: ProbeType): number | undefined {
  if ('tcp' in type) return type.tcp.port;
  if ('http' in type) return type.http.port;
  if ('grpc' in type) return type.grpc.port;
  return undefined;
}

export const storageRequest = z.object({
  id: id.optional(),
  type: z.enum(['FAST_SSD']).default('FAST_SSD'),
  size: z.number().int('must be an integer').min(1, 'must be at least 1 GB'),
  mount_point: trimmedLine().regex(/^\/\S*$/, 'must be an absolute path'),
});
export const storage = z.object({
  id,
  type: z.enum(['FAST_SSD']),
  size: z.number().int(),
  mount_point: text(),
});

// Annotation values may span lines (JSON, say); keys are one line.
const keyValue = z.object({ key: trimmedLine().min(1, 'is required'), value: text() });
export const annotationsGroupRequest = z.object({
  id: id.optional(),
  name: trimmedLine().min(1, 'is required'),
  annotations: z.array(keyValue),
  scopes: z.array(
    z.enum([
      'DEPLOYMENTS',
      'STATEFUL_SETS',
      'SERVICES',
      'INGRESS',
      'HPA',
      'PODS',
      'SECRETS',
      'JOBS',
      'CRON_JOBS',
    ]),
  ),
});
export const annotationsGroup = annotationsGroupRequest.extend({
  id,
  created_at: text(),
  updated_at: text(),
});

export const labelsGroupRequest = z.object({
  id: id.optional(),
  name: trimmedLine().min(1, 'is required'),
  labels: z.array(keyValue.extend({ propagate_to_cloud_provider: z.boolean().default(false) })),
});
export const labelsGroup = labelsGroupRequest.extend({ id, created_at: text(), updated_at: text() });

export const scalerRequest = z.object({
  id: id.optional(),
  scaler_type: trimmedLine().min(1, 'is required'),
  enabled: z.boolean().default(true),
  role: z.enum(['PRIMARY', 'SAFETY']).default('PRIMARY'),
  config_json: z.record(singleLine(), z.unknown()).optional(),
  config_yaml: text().optional(),
});
export const autoscalingRequest = z.object({
  mode: z.enum(['KEDA']).default('KEDA'),
  polling_interval_seconds: z.number().int().min(1).default(30),
  cooldown_period_seconds: z.number().int().min(0).default(300),
  scalers: z.array(scalerRequest).default([]),
});
export const autoscaling = autoscalingRequest.extend({
  id,
  service_id: id,
  created_at: text(),
  updated_at: text(),
  scalers: z.array(scalerRequest.extend({ id, created_at: text(), updated_at: text() })),
});

export const cloneServiceRequest = z.object({ name, environment_id: id });
export type CloneServiceRequest = z.infer<typeof cloneServiceRequest>;
