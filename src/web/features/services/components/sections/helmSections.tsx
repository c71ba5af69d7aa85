import { SwitchField } from '../../../../ui/form/SwitchField';
import { HelmOptionsFields } from '../fields/HelmOptionsFields';
import { HelmPortsFields } from '../fields/HelmPortsFields';
import { HelmSourceFields } from '../fields/HelmSourceFields';
import { HelmValuesFields } from '../fields/HelmValuesFields';
import { generalSection } from './commonSections';
import type { FormSection } from './formSection';

const source: FormSection = {
  id: 'source',
  label: 'Source',
  description: 'The chart to install: from a helm repository, or a folder of a git repository.',
  fields: ['source'],
  content: <HelmSourceFields />,
};

const values: FormSection = {
  id: 'values',
  label: 'Values',
  description: 'What overrides the chart’s defaults, and how the chart is installed.',
  fields: ['values_override', 'timeout_sec', 'arguments', 'allow_cluster_wide_resources'],
  content: (
    <>
      <HelmValuesFields />
      <HelmOptionsFields />
    </>
  ),
};

const ports: FormSection = {
  id: 'ports',
  label: 'Ports',
  description: 'Each exposed port sends public traffic to a Kubernetes service the chart creates.',
  fields: ['ports'],
  content: <HelmPortsFields />,
};

const deployment: FormSection = {
  id: 'deployment',
  label: 'Deployment',
  description: 'What starts a deployment of the chart.',
  fields: ['auto_deploy', 'auto_preview'],
  content: (
    <>
      <SwitchField
        name="auto_deploy"
        label="Deploy automatically"
        helperText="Deploys again when the source has a new commit."
      />
      <SwitchField
        name="auto_preview"
        label="Preview environments"
        helperText="Clones the chart into a preview environment for each pull request."
      />
    </>
  ),
};

export const helmCreationSteps = (): FormSection[] => [generalSection(true), source, values, ports];

export const helmSettingsSections = (): FormSection[] => [
  generalSection(),
  source,
  values,
  ports,
  deployment,
];
