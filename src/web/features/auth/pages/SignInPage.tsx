import { Navigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session/useSession';
import { Logo } from '../../../ui/Logo';
import { PRODUCT_NAME } from '../../../ui/PageHeader';
import { Alert, Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { SignInForm } from '../components/SignInForm';

export function SignInPage() {
  const [params] = useSearchParams();
  const session = useSession();

  // Signed in (just now, or still): go where the person was heading.
  if (session.credential) return <Navigate to={safeNextPath(params.get('next'))} replace />;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <title>{`Sign in · ${PRODUCT_NAME}`}</title>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Logo />
            <Typography sx={{ fontWeight: 600 }}>{PRODUCT_NAME}</Typography>
          </Stack>
          <Box>
            <Typography variant="h1">Sign in</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              Manage the projects, environments and deployments of your organizations.
            </Typography>
          </Box>
          {session.ended === 'expired' ? (
            <Alert severity="info">Your session has ended. Sign in again to continue.</Alert>
          ) : null}
          <SignInForm />
        </Stack>
      </Paper>
    </Box>
  );
}
