import { creatableEnvironmentMode, type EnvironmentMode } from '../../../../contract';
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
