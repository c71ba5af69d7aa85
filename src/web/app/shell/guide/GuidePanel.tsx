import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RedoIcon from '@mui/icons-material/Redo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { guideStepKeys, type Guide, type GuideStep } from '../../../../contract';
import { guideQueryOptions, useGuideUpdate } from './guideQuery';
import { guideStepPath, guideStepTexts, pointAt } from './guideSteps';

interface GuidePanelProps {
  organizationId: string;
  onClose: () => void;
}

/**
 * The guided first release beside the page, not over it: each step ticks itself when the platform has it done, the
 * next one says what to do and points at the control on the real page, and any can be skipped.
 */
export function GuidePanel({ organizationId, onClose }: GuidePanelProps) {
  const titleId = useId();
  const guide = useQuery(guideQueryOptions(organizationId, true));
  const update = useGuideUpdate(organizationId);
  useReportLogsOpened(guide.data, update.mutate);

  const close = () => {
    update.mutate({ dismissed: true });
    onClose();
  };
  const steps = guide.data?.steps ?? [];
  const settled = steps.filter((step) => step.done || step.skipped).length;
  const next = steps.find((step) => !step.done && !step.skipped);

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.appBar - 1,
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 24 },
        width: { sm: 380 },
        maxHeight: '70vh',
        overflowY: 'auto',
        p: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Your first release
        </Typography>
        <IconButton aria-label="Close the guide" size="small" onClick={close}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {guide.data?.completed
          ? 'Done: you released a service. Everything you made stays yours to change or delete.'
          : `${settled} of ${steps.length || guideStepKeys.length} steps. Each ticks itself once the platform has it done.`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={steps.length ? (settled / steps.length) * 100 : 0}
        aria-label="Steps done"
        sx={{ mb: 1.5, borderRadius: 1 }}
      />
      {guide.isPending ? <Typography variant="body2">Loading your progress…</Typography> : null}
      {guide.isError ? (
        <Typography variant="body2" role="alert">
          Your progress could not be loaded. It is asked for again in a moment.
        </Typography>
      ) : null}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step) => (
          <GuideStepItem
            key={step.key}
            step={step}
            current={step.key === next?.key}
            organizationId={organizationId}
            guide={guide.data!}
            onSkip={() =>
              update.mutate({
                skipped_steps: [
                  ...steps.filter((other) => other.skipped).map((other) => other.key),
                  step.key,
                ],
              })
            }
          />
        ))}
      </Box>
      {guide.data && settled > 0 ? (
        <Button
          size="small"
          startIcon={<RedoIcon />}
          onClick={() => update.mutate({ restart: true })}
          sx={{ mt: 1 }}
        >
          Start over
        </Button>
      ) : null}
    </Paper>
  );
}

function GuideStepItem({
  step,
  current,
  organizationId,
  guide,
  onSkip,
}: {
  step: GuideStep;
  current: boolean;
  organizationId: string;
  guide: Guide;
  onSkip: () => void;
}) {
  const navigate = useNavigate();
  const text = guideStepTexts[step.key];
  const path = guideStepPath(step.key, organizationId, guide);
  const state = step.done ? 'done' : step.skipped ? 'skipped' : current ? 'next' : 'to do';
  const showMe = async () => {
    if (path) await navigate(path);
    // The page's code, data and permissions may still be on their way (slow on a busy machine): look for the
    // control for up to ten seconds.
    for (let attempt = 0; attempt < 40 && !pointAt(text.control); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  return (
    <Box
      component="li"
      aria-current={current ? 'step' : undefined}
      sx={{ display: 'flex', gap: 1.25, py: 0.75, opacity: step.skipped ? 0.6 : 1 }}
    >
      {step.done ? (
        <CheckCircleIcon fontSize="small" color="success" aria-hidden sx={{ mt: 0.25 }} />
      ) : (
        <RadioButtonUncheckedIcon fontSize="small" aria-hidden sx={{ mt: 0.25, color: 'text.secondary' }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: current ? 600 : 400 }}>
          {text.title}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {` — ${state}`}
          </Box>
        </Typography>
        {current ? (
          <>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {text.how} Then choose <strong>{text.control}</strong>.
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
              <Button size="small" variant="contained" onClick={() => void showMe()}>
                Show me
              </Button>
              <Button size="small" onClick={onSkip}>
                Skip
              </Button>
            </Box>
          </>
        ) : null}
      </Box>
    </Box>
  );
}

/** Tells the platform the logs of the guide's service were opened, once, while the guide is on screen. */
function useReportLogsOpened(guide: Guide | undefined, mutate: (body: { logs_opened: true }) => void) {
  const { pathname } = useLocation();
  const serviceId = guide?.service_id;
  const waiting = guide?.steps.some((step) => step.key === 'logs' && !step.done) ?? false;
  const onItsLogs =
    serviceId !== null &&
    serviceId !== undefined &&
    pathname.includes(`/${serviceId}/`) &&
    (pathname.endsWith('/logs') || pathname.includes('/deployments/'));
  useEffect(() => {
    if (waiting && onItsLogs) mutate({ logs_opened: true });
  }, [waiting, onItsLogs, mutate]);
}
