import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { VisuallyHidden } from './VisuallyHidden';

export interface CopyButtonProps {
  value: string;
  /** The accessible name, e.g. "Copy project ID". */
  label: string;
  /** 'icon' (default) for inline values; 'button' shows the label as text. */
  variant?: 'icon' | 'button';
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a value to the clipboard and says so. */
export function CopyButton({ value, label, variant = 'icon' }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const feedback =
    state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy — select and copy it' : '';
  const icon = state === 'copied' ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />;
  return (
    <>
      {variant === 'button' ? (
        <Button
          variant="outlined"
          color={state === 'copied' ? 'success' : 'primary'}
          startIcon={icon}
          onClick={() => void copy()}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {label}
        </Button>
      ) : (
        <Tooltip title={feedback || label}>
          <IconButton aria-label={label} size="small" onClick={() => void copy()}>
            {icon}
          </IconButton>
        </Tooltip>
      )}
      <VisuallyHidden role="status">{feedback}</VisuallyHidden>
    </>
  );
}
