import { Box } from '../../../../ui/primitives';

/** Text of several lines (one port, one variable per line), kept on its lines. */
export function Lines({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
      {text}
    </Box>
  );
}
