import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  invitationAcceptRequest,
  invitationEndpoints,
  type InvitationAcceptRequest,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import { paths } from '../../../lib/paths';
import { HANDLES_UNAUTHORIZED } from '../../../lib/queryClient';
import { useRouteParam } from '../../../lib/routeParams';
import { bearerCredential } from '../../../lib/session/bearer';
import { defaultBaseUrl, sessionStore } from '../../../lib/session/sessionStore';
import { Form } from '../../../ui/form/Form';
import { FormAlert } from '../../../ui/form/FormAlert';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { TextField } from '../../../ui/form/TextField';
import { PageState } from '../../../ui/PageState';
import { Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { roleLabel } from '../../../lib/roleNames';

/** Where an invitation link leads: the invitee sets a password (or gives their own) and is signed in. */
export function InvitationPage() {
  const invitationToken = useRouteParam('invitationToken');
  const navigate = useNavigate();
  const baseUrl = defaultBaseUrl();
  const preview = useQuery({
    queryKey: ['invitation', invitationToken],
    queryFn: ({ signal }) =>
      call(invitationEndpoints.preview, { params: { invitationToken }, baseUrl, credential: null, signal }),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (body: InvitationAcceptRequest) =>
      call(invitationEndpoints.accept, { params: { invitationToken }, body, baseUrl, credential: null }),
    meta: { [HANDLES_UNAUTHORIZED]: true },
  });
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 440 }}>
        <PageState query={preview} action="open this invitation">
          {(invitation) => (
            <Stack spacing={2}>
              <Typography variant="h1">Join {invitation.organization_name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {invitation.inviter} invited {invitation.email} as{' '}
                {roleLabel(undefined, invitation.role_name)}.{' '}
                {invitation.has_account
                  ? 'Enter the password of your account to accept.'
                  : 'Choose your name and a password to accept.'}
              </Typography>
              {invitation.invitation_status === 'EXPIRED' ? (
                <Typography role="alert">This invitation has expired: ask for a new one.</Typography>
              ) : (
                <Form
                  schema={invitationAcceptRequest}
                  defaultValues={{ name: '', password: '' }}
                  onSubmit={async (values) => {
                    const session = await accept.mutateAsync(
                      invitation.has_account ? { password: values.password } : values,
                    );
                    sessionStore.signIn(baseUrl, bearerCredential(session, Date.now()));
                    await navigate(paths.home(), { replace: true });
                  }}
                  action="accept this invitation"
                  layout="bare"
                  aria-label="Accept invitation"
                >
                  <Stack spacing={2}>
                    <FormAlert />
                    {invitation.has_account ? null : (
                      <TextField name="name" label="Your name" required autoComplete="name" />
                    )}
                    <TextField
                      name="password"
                      label="Password"
                      type="password"
                      required
                      autoComplete={invitation.has_account ? 'current-password' : 'new-password'}
                      helperText={invitation.has_account ? undefined : 'At least 8 characters.'}
                    />
                    <SubmitButton>Accept and sign in</SubmitButton>
                  </Stack>
                </Form>
              )}
            </Stack>
          )}
        </PageState>
      </Paper>
    </Box>
  );
}
