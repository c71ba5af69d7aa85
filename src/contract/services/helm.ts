import { z } from 'zod';
import { id } from '../common';
import { gitRepository, gitRepositoryRequest, serviceBase, serviceRequestBase } from './common';
import { checkPorts } from './rules';

export const helmPortProtocol = z.enum(['HTTP', 'GRPC']);

const portNumber = z
  .number()
  .int('must be an integer')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

export const helmPortRequest = z.object({
  id: id.optional(),
  name: z.string().trim().max(63).optional(),
  internal_port: portNumber,
  external_port: portNumber.nullable().optional(),
  namespace: z.string().nullable().optional(),
  protocol: helmPortProtocol.default('HTTP'),
  is_default: z.boolean().optional(),
  /** The Kubernetes service of the chart that receives the traffic. */
  service_name: z.string().trim().min(1, 'is required'),
});
export const helmPort = helmPortRequest.required({ name: true, is_default: true }).extend({
  id,
  external_port: z.number().int().nullable(),
  namespace: z.string().nullable(),
});

/** Where the chart comes from: a git repository or a helm repository of the organization. */
export const helmSourceRequest = z.union([
  z.object({ git_repository: gitRepositoryRequest }),
  z.object({
    helm_repository: z.object({
      repository: id,
      chart_name: z.string().trim().min(1, 'is required'),
      chart_version: z.string().trim().min(1, 'is required'),
    }),
  }),
]);
export type HelmSourceRequest = z.input<typeof helmSourceRequest>;

const keyValues = z.array(z.tuple([z.string().min(1, 'needs a key'), z.string()]));

export const valuesOverride = z.object({
  set: keyValues.default([]),
  set_string: keyValues.default([]),
  set_json: keyValues.default([]),
  file: z
    .object({
      git: z
        .object({ git_repository: gitRepositoryRequest, paths: z.array(z.string()).min(1, 'needs a path') })
        .nullable()
        .optional(),
      raw: z
        .object({
          values: z.array(z.object({ name: z.string().min(1, 'is required'), content: z.string() })),
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
});

export const helmFields = serviceRequestBase.extend({
  source: helmSourceRequest,
  timeout_sec: z.number().int('must be an integer').min(0, 'must be 0 or more').default(600),
  auto_preview: z.boolean().default(false),
  auto_deploy: z.boolean().default(false),
  arguments: z.array(z.string()).default([]),
  allow_cluster_wide_resources: z.boolean().default(false),
  values_override: valuesOverride.default({ set: [], set_string: [], set_json: [] }),
  ports: z.array(helmPortRequest).default([]),
});
export const helmRequest = helmFields.superRefine((value, ctx) => checkPorts(value.ports, ctx));
export type HelmRequest = z.input<typeof helmRequest>;

export const helm = serviceBase.extend({
  service_type: z.literal('HELM'),
  source: z.object({
    git: z.object({ git_repository: gitRepository }).nullable(),
    repository: z
      .object({
        chart_name: z.string(),
        chart_version: z.string(),
        repository: z.object({ id, name: z.string(), url: z.string() }),
      })
      .nullable(),
  }),
  timeout_sec: z.number().int(),
  auto_preview: z.boolean(),
  auto_deploy: z.boolean(),
  arguments: z.array(z.string()),
  allow_cluster_wide_resources: z.boolean(),
  values_override: z.object({
    set: keyValues,
    set_string: keyValues,
    set_json: keyValues,
    file: z
      .object({
        git: z.object({ git_repository: gitRepository, paths: z.array(z.string()) }).nullable(),
        raw: z.object({ values: z.array(z.object({ name: z.string(), content: z.string() })) }).nullable(),
      })
      .nullable(),
  }),
  ports: z.array(helmPort),
});
export type Helm = z.infer<typeof helm>;
