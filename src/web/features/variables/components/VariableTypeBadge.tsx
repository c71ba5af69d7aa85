import type { VariableType } from '../../../../contract';
import { Chip } from '../../../ui/primitives';
import { textWidth } from '../../../ui/table/contentWidths';
import { typeWords } from '../model/rows';

const colors: Record<VariableType, 'default' | 'primary' | 'secondary' | 'info' | 'warning'> = {
  VALUE: 'default',
  ALIAS: 'info',
  OVERRIDE: 'warning',
  FILE: 'secondary',
  BUILT_IN: 'primary',
};

const labelOf = (type: VariableType, secret: boolean) =>
  secret ? `${typeWords[type]} · secret` : typeWords[type];

/** What a badge takes in a row: its label and the chip's padding and border. */
export function typeBadgeWidth(type: VariableType, secret: boolean): number {
  return textWidth(labelOf(type, secret), 12) + 18;
}

export function VariableTypeBadge({ type, secret }: { type: VariableType; secret: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[type]}
      label={labelOf(type, secret)}
      sx={{ height: 22, fontSize: 12, flexShrink: 0 }}
    />
  );
}
