import { TextField } from '../../../../ui/form/TextField';

/** Name and description, which every kind of service has. */
export function GeneralFields({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <>
      <TextField
        name="name"
        label="Name"
        required
        autoFocus={autoFocus}
        autoComplete="off"
        helperText="Unique in the environment, whatever the case."
      />
      <TextField
        name="description"
        label="Description"
        multiline
        minRows={2}
        helperText="What the service does, for the people browsing the environment."
      />
    </>
  );
}
