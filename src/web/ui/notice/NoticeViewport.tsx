import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Notice } from './noticeStore';

/** Where notices show: their margin from the window's edges. */
const GAP = 12;

/**
 * The notice at the head of the queue, as a snackbar; errors, and notices offering an action, stay longer. It covers
 * nothing the person acts on: on a wide screen it sits at the foot of the column at the left (`asideWidth`, the
 * sidebar, whose links are at its top), on a narrow one along the bottom edge, above the phone's own bar, where the
 * page keeps room for it at its end (`useNoticeShown`), or above what floats along that edge (`bottomClearance`,
 * the guide's panel, from `useNoticesAbove`).
 */
export default function NoticeViewport({
  notice,
  asideWidth,
  bottomClearance,
  onClose,
}: {
  notice: Notice;
  asideWidth: number;
  /** How far from the bottom edge a narrow screen's notice keeps: what floats there is this tall. */
  bottomClearance: number;
  onClose: () => void;
}) {
  const { action } = notice;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const close = (
    <IconButton color="inherit" size="small" aria-label="Close" onClick={onClose}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
  const actionButton = action ? (
    <Button
      color="inherit"
      size="small"
      sx={{ fontWeight: 600, ...(wide && { ml: -0.75, mt: 0.5 }) }}
      onClick={() => {
        onClose();
        action.onAction();
      }}
    >
      {action.label}
    </Button>
  ) : null;
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={notice.severity === 'error' || action ? 8000 : 4000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      // Placed here rather than by the snackbar's own breakpoints, which centre it on a narrow screen.
      sx={
        wide
          ? { left: GAP, right: 'auto', bottom: GAP, width: asideWidth - 2 * GAP }
          : {
              left: 8,
              right: 8,
              bottom:
                bottomClearance > 0
                  ? `${bottomClearance + 8}px`
                  : `calc(8px + env(safe-area-inset-bottom, 0px))`,
              justifyContent: 'center',
            }
      }
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={onClose}
        // The close button is laid out here; in the narrow column the action goes under the message instead.
        action={
          wide ? (
            close
          ) : actionButton ? (
            <>
              {actionButton}
              {close}
            </>
          ) : undefined
        }
        sx={{
          width: '100%',
          maxWidth: wide ? undefined : 560,
          boxShadow: 3,
          alignItems: wide ? 'flex-start' : 'center',
        }}
      >
        {notice.detail ? <AlertTitle>{notice.message}</AlertTitle> : notice.message}
        {notice.detail}
        {wide && actionButton ? <Box>{actionButton}</Box> : null}
      </Alert>
    </Snackbar>
  );
}
