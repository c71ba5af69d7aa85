import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { Notice } from './noticeStore';

/** The notice at the head of the queue, as a snackbar; errors stay longer. */
export default function NoticeViewport({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={notice.severity === 'error' ? 8000 : 4000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={onClose}
        sx={{ minWidth: 320, maxWidth: 560, boxShadow: 3 }}
      >
        {notice.detail ? <AlertTitle>{notice.message}</AlertTitle> : notice.message}
        {notice.detail}
      </Alert>
    </Snackbar>
  );
}
