import type { VariableResponse } from '../../../../contract';
import { FormDialog } from '../../../ui/form/FormDialog';
import { createVariable, editVariable, useRefreshAfterChange } from '../api/saveVariables';
import type { VariableLevel } from '../model/levels';
import {
  createRequestOf,
  editRequestOfValues,
  newVariableValues,
  valuesOfVariable,
  variableFormSchema,
} from '../model/variableForm';
import { VariableFields } from './VariableFields';

/** Creates a variable at one of the page's levels (its own by default), or edits one of its own. */
export function VariableFormDialog({
  open,
  onClose,
  levels,
  variable,
}: {
  open: boolean;
  onClose: () => void;
  /** Widest first; a new variable goes to the last (the page's own) unless another is chosen. */
  levels: readonly VariableLevel[];
  variable?: VariableResponse | undefined;
}) {
  const refresh = useRefreshAfterChange();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={variable ? `Edit ${variable.key}` : 'New variable'}
      submitLabel={variable ? 'Save' : 'Create variable'}
      schema={variableFormSchema}
      defaultValues={variable ? valuesOfVariable(variable) : newVariableValues(levels.length - 1)}
      onSubmit={async (values) => {
        if (variable) await editVariable(variable.id, editRequestOfValues(values, variable));
        else await createVariable(createRequestOf(values, levels[Number(values.level)] ?? levels.at(-1)!));
        await refresh();
        onClose();
      }}
      conflictField="key"
      action={variable ? 'change variables here' : 'create variables here'}
    >
      <VariableFields levels={levels} creating={!variable} secret={Boolean(variable?.is_secret)} />
    </FormDialog>
  );
}
