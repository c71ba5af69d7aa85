import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';

export type TimelineStatus = 'pending' | 'running' | 'success' | 'error' | 'canceled' | 'skipped';

export interface TimelineStep {
  key: string;
  label: string;
  status: TimelineStatus;
  /** How long it took, or has taken so far, in words ("12 s"). */
  duration?: string;
  detail?: ReactNode;
}

interface StatusStyle {
  words: string;
  color: string;
  /** Filled dots are done (well or not); outlined ones have not ended. */
  filled: boolean;
  icon: () => ReactElement | null;
}

const iconSx = { fontSize: 14 };
const statusStyles: Record<TimelineStatus, StatusStyle> = {
  pending: { words: 'Waiting', color: 'text.disabled', filled: false, icon: () => null },
  running: {
    words: 'Running',
    color: 'info.main',
    filled: false,
    icon: () => <CircularProgress size={12} thickness={6} color="inherit" disableShrink aria-hidden />,
  },
  success: { words: 'Succeeded', color: 'success.main', filled: true, icon: () => <CheckIcon sx={iconSx} /> },
  error: { words: 'Failed', color: 'error.main', filled: true, icon: () => <CloseIcon sx={iconSx} /> },
  canceled: {
    words: 'Canceled',
    color: 'text.secondary',
    filled: true,
    icon: () => <RemoveIcon sx={iconSx} />,
  },
  skipped: {
    words: 'Skipped',
    color: 'text.disabled',
    filled: false,
    icon: () => <SkipNextIcon sx={iconSx} />,
  },
};

/** Steps in order, each with how it went and how long it took; the one under way spins. */
export function StepTimeline({ label, steps }: { label: string; steps: readonly TimelineStep[] }) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step, index) => {
        const style = statusStyles[step.status];
        const last = index === steps.length - 1;
        return (
          <Box
            component="li"
            key={step.key}
            aria-current={step.status === 'running' ? 'step' : undefined}
            sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: 1.5 }}
          >
            <Stack sx={{ alignItems: 'center' }}>
              <Box
                aria-hidden
                sx={{
                  width: 22,
                  height: 22,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  border: 2,
                  borderColor: style.color,
                  bgcolor: style.filled ? style.color : 'transparent',
                  color: style.filled ? 'background.paper' : style.color,
                }}
              >
                {style.icon()}
              </Box>
              {last ? null : <Box sx={{ flex: 1, width: 2, minHeight: 12, bgcolor: 'divider', my: 0.25 }} />}
            </Stack>
            <Box sx={{ pb: last ? 0 : 1.5, minWidth: 0 }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}
              >
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: step.status === 'running' ? 600 : 500,
                    color:
                      step.status === 'pending' || step.status === 'skipped'
                        ? 'text.secondary'
                        : 'text.primary',
                  }}
                >
                  {step.label}
                </Typography>
                <Typography
                  variant="caption"
                  sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {style.words}
                  {step.duration ? ` · ${step.duration}` : ''}
                </Typography>
              </Stack>
              {step.detail ? (
                <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                  {step.detail}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
