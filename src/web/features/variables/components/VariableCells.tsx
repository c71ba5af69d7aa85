import type { VariableResponse } from '../../../../contract';
import { CopyButton } from '../../../ui/CopyButton';
import { MaskedValue } from '../../../ui/MaskedValue';
import { MiddleTruncated } from '../../../ui/MiddleTruncated';
import { Box, Typography } from '../../../ui/primitives';
import { MONOSPACE_FONT, monospaceWidth } from '../../../ui/table/contentWidths';
import { originalOf } from '../model/rows';

const KEY_SIZE = 13;
const MOUNT_PATH_SIZE = 12;
/** A small icon button's width (the key's copy button). */
const COPY_BUTTON_WIDTH = 30;
const keySx = { fontFamily: MONOSPACE_FONT, fontSize: KEY_SIZE } as const;

export function ValueCell({ variable }: { variable: VariableResponse }) {
  const original = originalOf(variable);
  if (variable.variable_type === 'ALIAS' && original)
    return (
      <Typography variant="body2" sx={{ ...keySx, color: 'text.secondary' }} noWrap>
        → {original.key}
      </Typography>
    );
  return <MaskedValue value={variable.is_secret ? null : (variable.value ?? '')} name={variable.key} />;
}

/** What a key cell needs to show all it holds: the key, a file's mount path beside it, and the copy button. */
export function keyCellWidth(variable: VariableResponse): number {
  // Bold glyphs of the monospace font are as wide as regular ones.
  const key = monospaceWidth(variable.key, KEY_SIZE);
  const mountPath = variable.mount_path ? 8 + monospaceWidth(variable.mount_path, MOUNT_PATH_SIZE) : 0;
  return key + mountPath + COPY_BUTTON_WIDTH;
}

/**
 * The key, cut in its middle when the column is too narrow (built-in keys differ by their end), a file's mount path
 * (cut first), and a button copying the key. The whole key, path and description show as a tooltip.
 */
export function KeyCell({ variable }: { variable: VariableResponse }) {
  const details = [variable.mount_path && `Mounted at ${variable.mount_path}`, variable.description].filter(
    Boolean,
  );
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}
      title={details.length > 0 ? [variable.key, ...details].join('\n') : undefined}
    >
      <MiddleTruncated text={variable.key} sx={{ ...keySx, fontWeight: 600, lineHeight: 1.43 }} />
      {variable.mount_path ? (
        <Typography
          component="span"
          variant="caption"
          noWrap
          sx={{
            ...keySx,
            fontSize: MOUNT_PATH_SIZE,
            color: 'text.secondary',
            ml: 1,
            minWidth: 0,
            flexShrink: 100,
          }}
        >
          {variable.mount_path}
        </Typography>
      ) : null}
      <Box sx={{ flexShrink: 0, ml: 0.25, '& .MuiIconButton-root': { p: 0.5 }, '& svg': { fontSize: 16 } }}>
        <CopyButton value={variable.key} label={`Copy key ${variable.key}`} />
      </Box>
    </Box>
  );
}
