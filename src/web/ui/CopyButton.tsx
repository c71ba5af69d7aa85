import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { tooltipProps } from './DelegatedTooltip';
import { PlainIcon } from './plainIcons';
import { PLAIN_ICON_BUTTON } from './plainIconButton';
import { VisuallyHidden } from './VisuallyHidden';

export interface CopyButtonProps {
  value: string;
  /** The accessible name, e.g. "Copy project ID". */
  label: string;
  /** 'icon' (default) for inline values; 'button' shows the label as text. */
  variant?: 'icon' | 'button';
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a value on `copy()`; `feedback` says how it went for two seconds ('' before and after). */
function useCopy(value: string) {
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
  return { copied: state === 'copied', feedback, copy };
}

/** Copies a value to the clipboard and says so. */
export function CopyButton({ value, label, variant = 'icon' }: CopyButtonProps) {
  const { copied, feedback, copy } = useCopy(value);
  const icon = copied ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />;
  return (
    <>
      {variant === 'button' ? (
        <Button
          variant="outlined"
          color={copied ? 'success' : 'primary'}
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

/**
 * The icon `CopyButton` as plain elements, for rows of a table mounted by the dozen while it scrolls: styled by
 * `plainIconButtonRules` and with its tooltip from the `TooltipScope` around the table. Same name, same feedback.
 */
export function PlainCopyButton({ value, label }: { value: string; label: string }) {
  const { copied, feedback, copy } = useCopy(value);
  return (
    <>
      <button
        type="button"
        className={PLAIN_ICON_BUTTON}
        aria-label={label}
        {...tooltipProps(feedback || label)}
        onClick={() => void copy()}
      >
        <PlainIcon name={copied ? 'check' : 'copy'} />
      </button>
      <VisuallyHidden role="status">{feedback}</VisuallyHidden>
    </>
  );
}
