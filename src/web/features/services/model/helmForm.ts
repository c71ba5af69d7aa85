import { z } from 'zod';
import { helmFields, helmRequest, valuesOverride, type HelmRequest } from '../../../../contract';
import { newGitRepository } from './createDefaults';

/*
 * The contract writes value overrides as [key, value] pairs; a form edits lists of records (one row per entry), so
 * the helm form holds rows and turns them back into pairs before the contract's own rules run on the result.
 */
const valueRows = z
  .array(z.object({ key: z.string().trim().min(1, 'is required'), value: z.string() }))
  .transform((rows) => rows.map(({ key, value }): [string, string] => [key, value]));

const valuesFile = valuesOverride.shape.file.unwrap().unwrap().shape;

export const helmForm = helmFields
  .extend({
    values_override: z
      .object({
        set: valueRows,
        set_string: valueRows,
        set_json: valueRows,
        raw_files: z.array(z.object({ name: z.string().trim().min(1, 'is required'), content: z.string() })),
        git_file: valuesFile.git,
      })
      .transform(({ set, set_string, set_json, raw_files, git_file }) => ({
        set,
        set_string,
        set_json,
        file:
          raw_files.length > 0 || git_file
            ? { git: git_file ?? null, raw: raw_files.length > 0 ? { values: raw_files } : null }
            : null,
      })),
  })
  .transform((rows, ctx) => {
    const request = helmRequest.safeParse(rows);
    if (request.success) return request.data;
    for (const issue of request.error.issues) ctx.addIssue({ ...issue, code: 'custom', input: rows });
    return z.NEVER;
  });
export type HelmFormValues = z.input<typeof helmForm>;

type Pairs = readonly (readonly [string, string])[] | undefined;
const rowsOf = (pairs: Pairs) => (pairs ?? []).map(([key, value]) => ({ key, value }));

/** The form's view of a helm request (a saved chart, or a new one). */
export function helmFormValuesOf(request: HelmRequest): HelmFormValues {
  const overrides = request.values_override;
  return {
    ...request,
    values_override: {
      set: rowsOf(overrides?.set),
      set_string: rowsOf(overrides?.set_string),
      set_json: rowsOf(overrides?.set_json),
      raw_files: overrides?.file?.raw?.values.map(({ name, content }) => ({ name, content })) ?? [],
      git_file: overrides?.file?.git ?? null,
    },
  };
}

export const newHelm = (): HelmFormValues =>
  helmFormValuesOf({
    name: '',
    description: '',
    source: { helm_repository: { repository: '', chart_name: '', chart_version: '' } },
    timeout_sec: 600,
    auto_preview: false,
    auto_deploy: false,
    arguments: [],
    allow_cluster_wide_resources: false,
    values_override: { set: [], set_string: [], set_json: [] },
    ports: [],
  });

/** Where a server message about the request ("values_override.set.1.0") belongs in the form. */
export function helmFormPath(requestPath: string): string {
  const pair = /^values_override\.(set|set_string|set_json)\.(\d+)\.([01])(\..*)?$/.exec(requestPath);
  if (pair) return `values_override.${pair[1]}.${pair[2]}.${pair[3] === '0' ? 'key' : 'value'}`;
  const raw = /^values_override\.file\.raw\.values\.(.*)$/.exec(requestPath);
  if (raw) return `values_override.raw_files.${raw[1]}`;
  if (requestPath.startsWith('values_override.file.git')) {
    return requestPath.replace('values_override.file.git', 'values_override.git_file');
  }
  return requestPath;
}

export { newGitRepository };
