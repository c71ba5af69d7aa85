import { SwitchField } from '../../../../ui/form/SwitchField';
import { AutoscalingFields } from '../fields/AutoscalingFields';
import { CommandFields } from '../fields/CommandFields';
import { GeneralFields } from '../fields/GeneralFields';
import { HealthchecksFields } from '../fields/HealthchecksFields';
import { AnnotationsGroupsFields, LabelsGroupsFields } from '../fields/MetadataGroupsFields';
import { PortsFields } from '../fields/PortsFields';
import { InstancesFields, ResourcesFields } from '../fields/ResourcesFields';
import { StorageFields } from '../fields/StorageFields';
import type { FormSection } from './formSection';

// Sections several kinds of service share.

export const generalSection = (creating = false): FormSection => ({
  id: 'general',
  label: 'General',
  description: 'How the service is named and described.',
  fields: ['name', 'description'],
  content: <GeneralFields autoFocus={creating} />,
});

export const runtimeResourcesSection: FormSection = {
  id: 'resources',
  label: 'Resources',
  description: 'What each instance gets, and how many instances run.',
  fields: ['cpu', 'memory', 'gpu', 'min_running_instances', 'max_running_instances'],
  content: (
    <>
      <ResourcesFields />
      <InstancesFields />
    </>
  ),
};

export const portsSection: FormSection = {
  id: 'ports',
  label: 'Ports',
  description:
    'The ports the service listens on. A public port gets an HTTPS address on the platform domain.',
  fields: ['ports'],
  content: <PortsFields />,
};

export const healthchecksSection: FormSection = {
  id: 'healthchecks',
  label: 'Health checks',
  description: 'How the platform tells a ready and a live instance from a broken one.',
  fields: ['healthchecks'],
  content: <HealthchecksFields portsName="ports" />,
};

export const storageSection: FormSection = {
  id: 'storage',
  label: 'Storage',
  description: 'Fast SSD volumes whose files outlive a restart. Each instance gets its own.',
  fields: ['storage'],
  content: <StorageFields />,
};

export const autoscalingSection: FormSection = {
  id: 'autoscaling',
  label: 'Autoscaling',
  description: 'Scale on events (queue length, metrics) instead of a fixed range.',
  fields: ['autoscaling'],
  content: <AutoscalingFields />,
};

export const runSection: FormSection = {
  id: 'run',
  label: 'Command and deployment',
  description: 'What runs in the image, and what starts a deployment.',
  fields: ['entrypoint', 'arguments', 'auto_deploy', 'auto_preview'],
  content: (
    <>
      <CommandFields prefix="" />
      <SwitchField
        name="auto_deploy"
        label="Deploy automatically"
        helperText="Deploys again when the source has a new commit or image tag."
      />
      <SwitchField
        name="auto_preview"
        label="Preview environments"
        helperText="Clones the service into a preview environment for each pull request."
      />
    </>
  ),
};

export const metadataSection: FormSection = {
  id: 'metadata',
  label: 'Annotations and labels',
  description: 'Kubernetes metadata added to the objects of the service.',
  fields: ['annotations_groups', 'labels_groups'],
  content: (
    <>
      <AnnotationsGroupsFields />
      <LabelsGroupsFields />
    </>
  ),
};
