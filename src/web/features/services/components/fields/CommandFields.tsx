import { LinesField } from '../../../../ui/form/LinesField';
import { TextField } from '../../../../ui/form/TextField';
import { Box } from '../../../../ui/primitives';

/** What to run in the image: an entrypoint and its arguments (the image's own when left empty). */
export function CommandFields({ prefix, label = '' }: { prefix: string; label?: string }) {
  const of = label ? ` ${label}` : '';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        name={`${prefix}entrypoint`}
        label={`Entrypoint${of}`}
        monospace
        emptyAs={null}
        helperText="Leave empty for the image's own."
      />
      <LinesField
        name={`${prefix}arguments`}
        label={`Arguments${of}`}
        minRows={1}
        helperText="One argument per line."
      />
    </Box>
  );
}
