import { Chip, Tooltip } from '../../../ui/primitives';
import { textWidth } from '../../../ui/table/contentWidths';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

export type OverrideMarkKind = 'overridden' | 'overrides';

const words: Record<OverrideMarkKind, string> = { overridden: 'Overridden', overrides: 'Overrides' };

/** What a mark and the gap before it take in a row. */
export function overrideMarkWidth(kind: OverrideMarkKind): number {
  return 6 + textWidth(words[kind], 12) + 18;
}

/**
 * Marks a row whose key is also defined at another scope: "Overridden" when a narrower scope's value is the one
 * received (`scope` names it), "Overrides" when this row's value wins over a wider one (`scope` names that one).
 * The explanation is a tooltip, and is read out with the mark.
 */
export function OverrideMark({ kind, scope }: { kind: OverrideMarkKind; scope: string }) {
  const why = kind === 'overridden' ? `${scope}’s value wins` : `wins over ${scope}’s value`;
  return (
    <Tooltip title={kind === 'overridden' ? `Overridden: ${why}` : `Overrides: this value ${why}`}>
      <Chip
        size="small"
        variant="outlined"
        color={kind === 'overridden' ? 'default' : 'warning'}
        label={
          <>
            {words[kind]}
            <VisuallyHidden>: {why}</VisuallyHidden>
          </>
        }
        sx={{ height: 22, fontSize: 12, ml: 0.75, borderStyle: kind === 'overridden' ? 'dashed' : 'solid' }}
      />
    </Tooltip>
  );
}
