import type { TerraformRequest } from '../../../../../contract';
import type { HelmFormValues } from '../../model/helmForm';
import { yesNo } from '../../model/words';
import type { SummarySection } from '../create/flowTypes';
import { ChoiceName } from './ChoiceName';
import { describeList, orDash } from './describe';
import { Lines } from './Lines';
import { generalItems, repositoryItems } from './runtimeSummaries';

export const summarizeHelm = (values: HelmFormValues): SummarySection[] => {
  const source = values.source;
  const overrides = values.values_override;
  const rows = [...(overrides?.set ?? []), ...(overrides?.set_string ?? []), ...(overrides?.set_json ?? [])];
  return [
    { stepId: 'general', items: generalItems(values) },
    {
      stepId: 'source',
      items:
        'helm_repository' in source
          ? [
              {
                label: 'Helm repository',
                value: (
                  <ChoiceName list="helm-repositories" id={source.helm_repository.repository} none="—" />
                ),
              },
              {
                label: 'Chart',
                value: `${orDash(source.helm_repository.chart_name)} ${source.helm_repository.chart_version}`,
              },
            ]
          : repositoryItems(source.git_repository),
    },
    {
      stepId: 'values',
      items: [
        {
          label: 'Values',
          value: (
            <Lines text={describeList(rows, (row) => `${row.key} = ${row.value}`, 'The chart’s defaults')} />
          ),
        },
        { label: 'Values files', value: describeList(overrides?.raw_files, (file) => file.name, 'None') },
        { label: 'Timeout', value: `${values.timeout_sec ?? 600} s` },
        { label: 'Cluster-wide resources', value: yesNo(values.allow_cluster_wide_resources) },
      ],
    },
    {
      stepId: 'ports',
      items: [
        {
          label: 'Exposed ports',
          value: (
            <Lines
              text={describeList(
                values.ports,
                (port) => `${port.service_name}:${port.internal_port}`,
                'None',
              )}
            />
          ),
        },
      ],
    },
  ];
};

export const summarizeTerraform = (values: TerraformRequest): SummarySection[] => {
  const variables = values.terraform_variables_source?.tf_vars ?? [];
  const resources = values.job_resources;
  return [
    { stepId: 'general', items: generalItems(values) },
    { stepId: 'source', items: repositoryItems(values.terraform_files_source.git_repository) },
    {
      stepId: 'engine',
      items: [
        {
          label: 'Engine',
          value: `${values.engine === 'OPEN_TOFU' ? 'OpenTofu' : 'Terraform'} ${
            values.provider_version?.read_from_terraform_block
              ? '(version from the code)'
              : (values.provider_version?.explicit_version ?? '')
          }`,
        },
        {
          label: 'State backend',
          value: values.backend.user_provided ? 'Declared in the code' : 'Kubernetes',
        },
      ],
    },
    {
      stepId: 'variables',
      items: [
        {
          label: 'Variables',
          value: (
            <Lines
              text={describeList(
                variables,
                (variable) => `${variable.key} = ${variable.secret ? '••••••' : (variable.value ?? '')}`,
                'None',
              )}
            />
          ),
        },
        {
          label: 'Variable files',
          value: describeList(values.terraform_variables_source?.tf_var_file_paths, (path) => path, 'None'),
        },
      ],
    },
    {
      stepId: 'resources',
      items: [
        {
          label: 'Job',
          value: resources
            ? `${resources.cpu_milli ?? 500} mCPU · ${resources.ram_mib ?? 512} MiB · ${resources.storage_gib ?? 1} GiB`
            : '—',
        },
        { label: 'Timeout', value: `${values.timeout_sec ?? 1800} s` },
        { label: 'Deploy on every commit', value: yesNo(values.auto_deploy_config?.auto_deploy) },
      ],
    },
  ];
};
