import CancelIcon from '@mui/icons-material/DoNotDisturbAltOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import PauseCircleIcon from '@mui/icons-material/PauseCircleOutlined';
import RadioButtonIcon from '@mui/icons-material/RadioButtonUnchecked';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WarningIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import type { ReactElement } from 'react';

/** How a status reads at a glance; each tone has one colour. */
export type StatusTone = 'success' | 'error' | 'warning' | 'progress' | 'queued' | 'neutral';
/** The picture next to a status' words. */
export type StatusIcon =
  | 'success'
  | 'error'
  | 'warning'
  | 'running'
  | 'queued'
  | 'stopped'
  | 'canceled'
  | 'deleted'
  | 'idle'
  | 'unknown';

/** Everything a chip needs to show one status; a feature keeps one per value of its status type. */
export interface StatusLook {
  label: string;
  tone: StatusTone;
  icon: StatusIcon;
}

const toneColors: Record<StatusTone, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  progress: 'info',
  queued: 'default',
  neutral: 'default',
};

const iconSx = { fontSize: 16 };
const icons: Record<StatusIcon, () => ReactElement> = {
  success: () => <CheckCircleIcon sx={iconSx} />,
  error: () => <ErrorIcon sx={iconSx} />,
  warning: () => <WarningIcon sx={iconSx} />,
  running: () => <CircularProgress size={12} thickness={6} color="inherit" disableShrink aria-hidden />,
  queued: () => <ScheduleIcon sx={iconSx} />,
  stopped: () => <PauseCircleIcon sx={iconSx} />,
  canceled: () => <CancelIcon sx={iconSx} />,
  deleted: () => <DeleteIcon sx={iconSx} />,
  idle: () => <RadioButtonIcon sx={iconSx} />,
  unknown: () => <HelpIcon sx={iconSx} />,
};

export interface StatusChipProps extends StatusLook {
  /** More about the status, shown on hover and read as the chip's description. */
  title?: string;
  size?: 'small' | 'medium';
  /**
   * Names a chip that changes while people watch (a deployment under way): it becomes a polite live region, so
   * the new state is announced, and tests and assistive technology find it by this name.
   */
  live?: string;
  /** Given an id, the chip can take the focus (not by Tab): an action hands it there once it changed the status. */
  id?: string;
}

/** A status in words, colour and icon. The words carry the meaning; colour and icon only repeat it. */
export function StatusChip({ label, tone, icon, title, size = 'small', live, id }: StatusChipProps) {
  return (
    <Chip
      size={size}
      variant="outlined"
      color={toneColors[tone]}
      icon={<span style={{ display: 'inline-flex', marginLeft: 6 }}>{icons[icon]()}</span>}
      label={label}
      title={title}
      role={live ? 'status' : undefined}
      aria-label={live}
      data-tone={tone}
      id={id}
      tabIndex={id === undefined ? undefined : -1}
      sx={{
        fontWeight: 500,
        '& .MuiChip-icon': { color: 'inherit', ml: 0 },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    />
  );
}

/** Holds a chip's place while its status loads. */
export function StatusChipSkeleton({ label = 'Loading status' }: { label?: string }) {
  return (
    <Skeleton
      variant="rounded"
      width={86}
      height={24}
      role="status"
      aria-label={label}
      sx={{ borderRadius: 4, display: 'inline-block' }}
    />
  );
}
