import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a page failed to render or its code could not be loaded (e.g. after a new release). Inside the shell
 * it takes the page's place; outside, the whole window.
 */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <Box
      component={inShell ? 'div' : 'main'}
      sx={{ p: inShell ? 0 : 4, maxWidth: 720, mx: inShell ? 0 : 'auto' }}
    >
      <title>Something went wrong · Platform Console</title>
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
