import type { VariableResponse } from '../../../../contract';
import { plural } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Box } from '../../../ui/primitives';
import { useDeleteVariables } from '../api/saveVariables';

const NAMED_AT_MOST = 12;

/** Asks before deleting variables, naming each of them (the first dozen, and how many more). */
export function DeleteVariablesDialog({
  variables,
  open,
  onClose,
  onDeleted,
}: {
  variables: readonly VariableResponse[];
  open: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const deletion = useDeleteVariables({
    onSuccess: () => {
      onDeleted?.();
      onClose();
    },
  });
  const named = variables.slice(0, NAMED_AT_MOST);
  const more = variables.length - named.length;
  const title =
    variables.length === 1 ? `Delete ${variables[0]!.key}?` : `Delete ${variables.length} variables?`;
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={title}
      confirmLabel={
        variables.length === 1 ? 'Delete variable' : `Delete ${plural(variables.length, 'variable')}`
      }
      destructive
      onConfirm={() => deletion.mutateAsync(variables)}
    >
      This deletes{' '}
      {named.map((variable, index) => (
        <span key={variable.id}>
          {index > 0 ? (index === named.length - 1 && more === 0 ? ' and ' : ', ') : null}
          <Box component="code" sx={{ fontWeight: 600 }}>
            {variable.key}
          </Box>
        </span>
      ))}
      {more > 0 ? ` and ${more} more` : null}, with the aliases and overrides that stand on them. The services
      they reach need a redeploy to stop using them.
    </ConfirmDialog>
  );
}
