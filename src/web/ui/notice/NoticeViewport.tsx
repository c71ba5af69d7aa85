import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import type { Notice } from './noticeStore';

/** The notice at the head of the queue, as a snackbar; errors, and notices offering an action, stay longer. */
export default function NoticeViewport({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { action } = notice;
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={notice.severity === 'error' || action ? 8000 : 4000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={onClose}
        action={
          // Given an action, the alert drops its own close button: both are laid out here.
          action ? (
            <>
              <Button
                color="inherit"
                size="small"
                sx={{ fontWeight: 600 }}
                onClick={() => {
                  onClose();
                  action.onAction();
                }}
              >
                {action.label}
              </Button>
              <IconButton color="inherit" size="small" aria-label="Close" onClick={onClose}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          ) : undefined
        }
        sx={{ minWidth: 320, maxWidth: 560, boxShadow: 3, alignItems: 'center' }}
      >
        {notice.detail ? <AlertTitle>{notice.message}</AlertTitle> : notice.message}
        {notice.detail}
      </Alert>
    </Snackbar>
  );
}
