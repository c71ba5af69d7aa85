import type { VariableType } from '../../../../contract';
import { Chip } from '../../../ui/primitives';
import { typeWords } from '../model/rows';

const colors: Record<VariableType, 'default' | 'primary' | 'secondary' | 'info' | 'warning'> = {
  VALUE: 'default',
  ALIAS: 'info',
  OVERRIDE: 'warning',
  FILE: 'secondary',
  BUILT_IN: 'primary',
};

export function VariableTypeBadge({ type, secret }: { type: VariableType; secret: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[type]}
      label={secret ? `${typeWords[type]} · secret` : typeWords[type]}
      sx={{ height: 22, fontSize: 12 }}
    />
  );
}
