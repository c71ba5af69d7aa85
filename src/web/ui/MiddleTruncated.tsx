import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { VisuallyHidden } from './VisuallyHidden';

/** How much of a text's end stays in sight however little room it has: the part that tells similar texts apart. */
const KEPT_END = 16;

/** Where `text` is cut into a start that may be shortened and an end that always shows. */
export function splitForMiddle(text: string, keptEnd = KEPT_END): [start: string, end: string] {
  const end = Math.min(keptEnd, Math.floor(text.length / 2));
  return [text.slice(0, text.length - end), text.slice(text.length - end)];
}

/**
 * A text that, when it does not fit, is cut in its middle rather than at its end: `PLATFORM_APPLICATION_Z…_HOST_INTERNAL`
 * and `…_HOST_EXTERNAL` stay told apart. The whole text shows in full when there is room, and as a tooltip.
 */
export function MiddleTruncated({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  const [start, end] = splitForMiddle(text);
  return (
    <Box
      component="span"
      title={text}
      sx={[
        { display: 'inline-flex', minWidth: 0, maxWidth: '100%', whiteSpace: 'nowrap', position: 'relative' },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* Read (and found) as one text; the two halves are only how it is drawn. */}
      <VisuallyHidden>{text}</VisuallyHidden>
      <Box component="span" aria-hidden sx={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>
        {start}
      </Box>
      <Box component="span" aria-hidden sx={{ flexShrink: 0 }}>
        {end}
      </Box>
    </Box>
  );
}
