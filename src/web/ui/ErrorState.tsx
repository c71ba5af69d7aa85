import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { describeError } from './errors';

export interface ErrorStateProps {
  error: unknown;
  /** Completes "Could not …" / "You are not allowed to …", e.g. "view the projects". */
  action: string;
  onRetry?: () => void;
}

/** A failed load: what failed in words, and a way to try again when that can help. */
export function ErrorState({ error, action, onRetry }: ErrorStateProps) {
  const { title, detail, retryable } = describeError(error, action);
  return (
    <Alert
      severity={retryable ? 'error' : 'warning'}
      variant="outlined"
      action={
        retryable && onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}
