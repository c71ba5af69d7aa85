import type { VariableResponse } from '../../../../contract';
import { PlainCopyButton } from '../../../ui/CopyButton';
import { PlainMaskedValue } from '../../../ui/MaskedValue';
import { splitForMiddle } from '../../../ui/MiddleTruncated';
import { monospaceWidth } from '../../../ui/table/contentWidths';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { originalOf } from '../model/rows';

// The cells are plain elements, styled once on the table by class name (`variableRowsSx`): a scroll frame mounts
// the rows coming into view, and MUI components with an `sx` each had emotion work out their style on every mount.

export const KEY_SIZE = 13;
export const MOUNT_PATH_SIZE = 12;
/** A small icon button's width (the key's copy button). */
const COPY_BUTTON_WIDTH = 30;

export function ValueCell({ variable }: { variable: VariableResponse }) {
  const original = originalOf(variable);
  if (variable.variable_type === 'ALIAS' && original)
    return <span className="variable-alias">→ {original.key}</span>;
  return <PlainMaskedValue value={variable.is_secret ? null : (variable.value ?? '')} name={variable.key} />;
}

/** What a key cell needs to show all it holds: the key, a file's mount path beside it, and the copy button. */
export function keyCellWidth(variable: VariableResponse): number {
  // Bold glyphs of the monospace font are as wide as regular ones.
  const key = monospaceWidth(variable.key, KEY_SIZE);
  const mountPath = variable.mount_path ? 8 + monospaceWidth(variable.mount_path, MOUNT_PATH_SIZE) : 0;
  return key + mountPath + COPY_BUTTON_WIDTH;
}

/**
 * The key, cut in its middle when the column is too narrow (built-in keys differ by their end, as `MiddleTruncated`
 * does), a file's mount path (cut first), and a button copying the key. The whole key, path and description show as
 * a tooltip.
 */
export function KeyCell({ variable }: { variable: VariableResponse }) {
  const details = [variable.mount_path && `Mounted at ${variable.mount_path}`, variable.description].filter(
    Boolean,
  );
  const [start, end] = splitForMiddle(variable.key);
  return (
    <span
      className="variable-key-cell"
      title={details.length > 0 ? [variable.key, ...details].join('\n') : undefined}
    >
      <span className="variable-key" title={variable.key}>
        {/* Read (and found) as one text; the two halves are only how it is drawn. */}
        <VisuallyHidden>{variable.key}</VisuallyHidden>
        <span aria-hidden className="variable-key-start">
          {start}
        </span>
        <span aria-hidden className="variable-key-end">
          {end}
        </span>
      </span>
      {variable.mount_path ? <span className="variable-mount-path">{variable.mount_path}</span> : null}
      <span className="variable-key-copy">
        <PlainCopyButton value={variable.key} label={`Copy key ${variable.key}`} />
      </span>
    </span>
  );
}
