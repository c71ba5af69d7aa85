import type { VariableType } from '../../../../contract';
import { textWidth } from '../../../ui/table/contentWidths';
import { typeWords } from '../model/rows';

/** The chip colour of each type (MUI's palette names; `variableRowsSx` draws them as outlined small chips). */
export const badgeColors: Record<VariableType, 'default' | 'primary' | 'secondary' | 'info' | 'warning'> = {
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

/** An outlined small chip naming the type, as a plain element styled by `variableRowsSx`. */
export function VariableTypeBadge({ type, secret }: { type: VariableType; secret: boolean }) {
  return (
    <span className="variable-chip" data-color={badgeColors[type]}>
      <span className="variable-chip-label">{labelOf(type, secret)}</span>
    </span>
  );
}
