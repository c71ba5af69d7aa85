import { z } from 'zod';
import { id } from '../common';
import { gitRepository, gitRepositoryRequest, serviceBase, serviceRequestBase } from './common';
import { checkPorts } from './rules';
import { singleLine, text, trimmedLine } from '../text';

export const helmPortProtocol = z.enum(['HTTP', 'GRPC']);

const portNumber = z
  .number()
  .int('must be an integer')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

export const helmPortRequest = z.object({
  id: id.optional(),
  name: trimmedLine().max(63).optional(),
  internal_port: portNumber,
  external_port: portNumber.nullable().optional(),
  namespace: singleLine().nullable().optional(),
  protocol: helmPortProtocol.default('HTTP'),
  is_default: z.boolean().optional(),
  /** The Kubernetes service of the chart that receives the traffic. */
  service_name: trimmedLine().min(1, 'is required'),
});
export const helmPort = helmPortRequest.required({ name: true, is_default: true }).extend({
  id,
  external_port: z.number().int().nullable(),
  namespace: text().nullable(),
});

/** Where the chart comes from: a git repository or a helm repository of the organization. */
export const helmSourceRequest = z.union([
  z.object({ git_repository: gitRepositoryRequest }),
  z.object({
    helm_repository: z.object({
      repository: id,
      chart_name: trimmedLine().min(1, 'is required'),
      chart_version: trimmedLine().min(1, 'is required'),
    }),
  }),
]);
export type HelmSourceRequest = z.input<typeof helmSourceRequest>;

// A value set on the command line may span lines (set_json, say); its key is one line.
const keyValues = z.array(z.tuple([singleLine().min(1, 'needs a key'), text()]));

export const valuesOverride = z.object({
  set: keyValues.default([]),
  set_string: keyValues.default([]),
  set_json: keyValues.default([]),
  file: z
    .object({
      git: z
        .object({ git_repository: gitRepositoryRequest, paths: z.array(singleLine()).min(1, 'needs a path') })
        .nullable()
        .optional(),
      raw: z
        .object({
          values: z.array(z.object({ name: singleLine().min(1, 'is required'), content: text() })),
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
  arguments: z.array(text()).default([]),
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
        chart_name: text(),
        chart_version: text(),
        repository: z.object({ id, name: text(), url: text() }),
      })
      .nullable(),
  }),
  timeout_sec: z.number().int(),
  auto_preview: z.boolean(),
  auto_deploy: z.boolean(),
  arguments: z.array(text()),
  allow_cluster_wide_resources: z.boolean(),
  values_override: z.object({
    set: keyValues,
    set_string: keyValues,
    set_json: keyValues,
    file: z
      .object({
        git: z.object({ git_repository: gitRepository, paths: z.array(text()) }).nullable(),
        raw: z.object({ values: z.array(z.object({ name: text(), content: text() })) }).nullable(),
      })
      .nullable(),
  }),
  ports: z.array(helmPort),
});
export type Helm = z.infer<typeof helm>;
