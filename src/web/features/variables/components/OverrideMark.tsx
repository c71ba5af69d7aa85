import { tooltipProps } from '../../../ui/DelegatedTooltip';
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
 * The explanation is a tooltip (the table's `TooltipScope`), and is read out with the mark. A chip drawn by
 * `variableRowsSx`: dashed and grey when overridden, solid and in the warning colour when overriding.
 */
export function OverrideMark({ kind, scope }: { kind: OverrideMarkKind; scope: string }) {
  const why = kind === 'overridden' ? `${scope}’s value wins` : `wins over ${scope}’s value`;
  return (
    <span
      className="variable-chip variable-override-mark"
      data-color={kind === 'overridden' ? 'default' : 'warning'}
      data-kind={kind}
      {...tooltipProps(kind === 'overridden' ? `Overridden: ${why}` : `Overrides: this value ${why}`)}
    >
      <span className="variable-chip-label">
        {words[kind]}
        <VisuallyHidden>: {why}</VisuallyHidden>
      </span>
    </span>
  );
}
