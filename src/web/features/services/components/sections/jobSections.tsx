import { NumberField } from '../../../../ui/form/NumberField';
import { HealthchecksFields } from '../fields/HealthchecksFields';
import { JobScheduleFields } from '../fields/JobScheduleFields';
import { JobSourceFields } from '../fields/JobSourceFields';
import { JobLimitsFields, ResourcesFields } from '../fields/ResourcesFields';
import { generalSection, metadataSection } from './commonSections';
import type { FormSection } from './formSection';

const source: FormSection = {
  id: 'source',
  label: 'Source',
  description: 'The image the job runs: from a registry, or built from a Dockerfile.',
  fields: ['source'],
  content: <JobSourceFields />,
};

const schedule: FormSection = {
  id: 'schedule',
  label: 'Schedule',
  description: 'When the job runs, and the command it runs.',
  fields: ['schedule'],
  content: <JobScheduleFields />,
};

const resources: FormSection = {
  id: 'resources',
  label: 'Resources',
  description: 'What each run gets, how long it may take and how often it is retried.',
  fields: ['cpu', 'memory', 'gpu', 'max_duration_seconds', 'max_nb_restart'],
  content: (
    <>
      <ResourcesFields />
      <JobLimitsFields />
    </>
  ),
};

const healthchecks: FormSection = {
  id: 'healthchecks',
  label: 'Health checks',
  description: 'A port the job listens on while it runs, and how to check it.',
  fields: ['port', 'healthchecks'],
  content: (
    <>
      <NumberField
        name="port"
        label="Port"
        emptyAs={null}
        helperText="Leave empty when the job listens on none."
      />
      <HealthchecksFields portsName="port" />
    </>
  ),
};

export const jobCreationSteps = (): FormSection[] => [
  generalSection(true),
  source,
  schedule,
  resources,
  healthchecks,
];

export const jobSettingsSections = (): FormSection[] => [
  generalSection(),
  source,
  schedule,
  resources,
  healthchecks,
  metadataSection,
];
