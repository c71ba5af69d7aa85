import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { guideStepKeys, type Guide } from '../../../../contract';
import { useNoticesAbove } from '../../../ui/notice';
import { useCloseWhenCompleted, useRefreshGuideOnSave, useTakeToNewProject } from './followGuide';
import { GuideSteps } from './GuideSteps';
import { guideQueryOptions, useGuideUpdate } from './guideQuery';
import { GUIDE_WIDTH } from '../layout';
import { pointUntilSettled } from './guideSteps';

interface GuidePanelProps {
  organizationId: string;
  /** A column of its own beside the page (wide screens); otherwise it floats and folds away while pointing. */
  docked: boolean;
  onClose: () => void;
}

/**
 * The guided first release beside the page, not over it: each step ticks itself when the platform has it done, the
 * next one says what to do and points at the control on the real page, and any can be skipped.
 */
export function GuidePanel({ organizationId, docked, onClose }: GuidePanelProps) {
  const titleId = useId();
  const [folded, setFolded] = useState(false);
  // Floating along the bottom edge of a narrow screen, it keeps notices above it rather than under or over it.
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  useNoticesAbove(docked ? null : panel);
  const guide = useQuery(guideQueryOptions(organizationId, true));
  const update = useGuideUpdate(organizationId);
  useReportLogsOpened(guide.data, update.mutate);

  const { mutate } = update;
  const close = useCallback(() => {
    mutate({ dismissed: true });
    onClose();
  }, [mutate, onClose]);
  useCloseWhenCompleted(guide.data, close);
  const steps = guide.data?.steps ?? [];
  const settled = steps.filter((step) => step.done || step.skipped).length;

  // Looking for a control stops once the guide is closed.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const pointAtControl = useCallback(
    async (control: string) => {
      // Floating, the panel would cover the control it points at: it folds away until asked back.
      if (!docked) setFolded(true);
      await pointUntilSettled(control, () => open.current);
    },
    [docked],
  );
  useRefreshGuideOnSave(organizationId);
  useTakeToNewProject(
    organizationId,
    guide.data,
    useCallback((control: string) => void pointAtControl(control), [pointAtControl]),
  );

  const showFolded = folded && !docked;
  const progress = `${settled} of ${steps.length || guideStepKeys.length} steps`;

  return (
    <Paper
      ref={setPanel}
      component="section"
      aria-labelledby={titleId}
      elevation={docked ? 0 : 8}
      square={docked}
      sx={
        docked
          ? {
              position: 'fixed',
              zIndex: (theme) => theme.zIndex.appBar - 1,
              top: 0,
              bottom: 0,
              right: 0,
              width: GUIDE_WIDTH,
              overflowY: 'auto',
              borderLeft: 1,
              borderColor: 'divider',
              px: 2,
              pb: 2,
            }
          : {
              position: 'fixed',
              zIndex: (theme) => theme.zIndex.appBar - 1,
              right: { xs: 8, sm: 24 },
              left: { xs: 8, sm: 'auto' },
              bottom: { xs: 8, sm: 24 },
              width: { sm: 380 },
              maxHeight: '70vh',
              overflowY: 'auto',
              p: showFolded ? 1 : 2,
            }
      }
    >
      {docked ? <Toolbar variant="dense" /> : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: docked ? 2 : 0 }}>
        <Typography
          id={titleId}
          variant={showFolded ? 'subtitle2' : 'h6'}
          component="h2"
          sx={{ flexGrow: 1, pl: showFolded ? 1 : 0 }}
        >
          Your first release
          {showFolded ? (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {` · ${progress}`}
            </Box>
          ) : null}
        </Typography>
        {docked ? null : (
          <IconButton
            aria-label={showFolded ? 'Unfold the guide' : 'Fold the guide'}
            aria-expanded={!showFolded}
            size="small"
            onClick={() => setFolded(!showFolded)}
          >
            {showFolded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        )}
        <IconButton aria-label="Close the guide" size="small" onClick={close}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {showFolded ? null : (
        <GuideSteps
          guide={guide}
          compact={!docked}
          organizationId={organizationId}
          progress={progress}
          onPointAt={(control) => void pointAtControl(control)}
          onSkip={(key) =>
            update.mutate({
              skipped_steps: [...steps.filter((other) => other.skipped).map((other) => other.key), key],
            })
          }
          onRestart={() => update.mutate({ restart: true })}
          onDone={close}
        />
      )}
    </Paper>
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
