import { DockerBuildFields } from '../fields/DockerBuildFields';
import { GitRepositoryFields } from '../fields/GitRepositoryFields';
import { ImageFields } from '../fields/ImageFields';
import {
  autoscalingSection,
  generalSection,
  healthchecksSection,
  metadataSection,
  portsSection,
  runSection,
  runtimeResourcesSection,
  storageSection,
} from './commonSections';
import type { FormSection } from './formSection';

export const applicationSourceSection: FormSection = {
  id: 'source',
  label: 'Source',
  description: 'The repository to build from and the Dockerfile that builds it.',
  fields: ['git_repository', 'build_mode', 'dockerfile_path', 'docker_target_build_stage'],
  content: (
    <>
      <GitRepositoryFields name="git_repository" />
      <DockerBuildFields prefix="" />
    </>
  ),
};

export const containerSourceSection: FormSection = {
  id: 'source',
  label: 'Source',
  description: 'The image to run and the registry it comes from.',
  fields: ['registry_id', 'image_name', 'tag'],
  content: <ImageFields prefix="" />,
};

/** The steps of a new application or container: enough to run it; the rest waits for its settings page. */
export const runtimeCreationSteps = (source: FormSection): FormSection[] => [
  generalSection(true),
  source,
  runtimeResourcesSection,
  portsSection,
  healthchecksSection,
];

export const runtimeSettingsSections = (source: FormSection): FormSection[] => [
  generalSection(),
  source,
  runtimeResourcesSection,
  portsSection,
  healthchecksSection,
  runSection,
  storageSection,
  autoscalingSection,
  metadataSection,
];
