import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface RouteErrorViewProps {
  inShell: boolean;
  /** What failed, when the error says. */
  detail: string | undefined;
}

/** The error page of RouteError, loaded when a page fails (or once the first page is idle). */
export function RouteErrorView({ inShell, detail }: RouteErrorViewProps) {
  return (
    <Box
      component={inShell ? 'div' : 'main'}
      sx={{ p: inShell ? 0 : 4, maxWidth: 720, mx: inShell ? 0 : 'auto' }}
    >
      <Typography variant="h1" sx={{ mb: 2 }}>
        Something went wrong
      </Typography>
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        <AlertTitle>This page could not be shown.</AlertTitle>
        {detail}
      </Alert>
    </Box>
  );
}
