import { TextField } from '../../../ui/form/TextField';

/** The editable fields of a project, shared by the create and edit dialogs. */
export function ProjectFields() {
  return (
    <>
      <TextField name="name" label="Name" required autoFocus autoComplete="off" />
      <TextField
        name="description"
        label="Description"
        multiline
        minRows={2}
        helperText="What the project holds, for the people browsing the list."
      />
    </>
  );
}
