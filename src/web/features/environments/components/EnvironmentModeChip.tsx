import type { EnvironmentMode } from '../../../../contract';
import { Chip } from '../../../ui/primitives';
import { environmentModes } from './environmentModes';

export function EnvironmentModeChip({ mode }: { mode: EnvironmentMode }) {
  const { label, color } = environmentModes[mode];
  // A span, so that it can sit in a line of text.
  return <Chip component="span" size="small" variant="outlined" color={color} label={label} />;
}
