import {
  type AccessClass,
  creatableEnvironmentMode,
  type EnvironmentMode,
  type Permissions,
} from '../../../../contract';
import { decisionAt } from '../../../lib/permissions';
import type { SelectOption } from '../../../ui/form/SelectField';

type ChipColor = 'default' | 'info' | 'warning' | 'secondary';

/** How each mode reads to people: production stands out, development stays quiet. */
export const environmentModes: Record<
  EnvironmentMode,
  { label: string; description: string; color: ChipColor }
> = {
  DEVELOPMENT: { label: 'Development', description: 'For building and trying things.', color: 'default' },
  STAGING: { label: 'Staging', description: 'A rehearsal of production.', color: 'info' },
  PRODUCTION: { label: 'Production', description: 'What your users reach.', color: 'warning' },
  PREVIEW: {
    label: 'Preview',
    description: 'Made for a pull request, removed when it closes.',
    color: 'secondary',
  },
};

/** The modes people may choose; preview environments come from pull requests only. */
export const modeOptions: SelectOption<EnvironmentMode>[] = creatableEnvironmentMode.options.map((mode) => ({
  value: mode,
  label: environmentModes[mode].label,
  description: environmentModes[mode].description,
}));

/**
 * The modes an environment may change to: changing the mode needs, on the new type, what editing an environment of
 * that type needs (the server checks both), so a type the role may not manage in the project is offered disabled
 * with the reason. The environment's own mode stays open.
 */
export function modeOptionsFor(
  permissions: Permissions | undefined,
  environment: { project: { id: string }; mode: EnvironmentMode },
  access: AccessClass,
): SelectOption<EnvironmentMode>[] {
  if (!permissions) return modeOptions;
  const projectId = environment.project.id;
  const project =
    permissions.projects.find((entry) => entry.project_id === projectId)?.project_name ?? 'this project';
  return modeOptions.map((option) => {
    if (option.value === environment.mode) return option;
    const decision = decisionAt(permissions, access, { projectId, environmentType: option.value });
    if (decision.allowed) return option;
    // The menu keeps to where and why; what the role holds there is on the role's page.
    return {
      ...option,
      disabledReason: `Your role cannot manage ${option.label.toLowerCase()} environments of ${project}.`,
    };
  });
}
