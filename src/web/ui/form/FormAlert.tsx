import Alert from '@mui/material/Alert';
import { useFormState } from 'react-hook-form';

/** The failure of the last submission that belongs to no single field. */
export function FormAlert() {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return <Alert severity="error">{message}</Alert>;
}
