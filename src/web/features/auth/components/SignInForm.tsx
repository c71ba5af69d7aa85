import { useEffect, useState } from 'react';
import { useFormContext, useFormState, useWatch, type DefaultValues } from 'react-hook-form';
import { shownInForm } from '../../../lib/mutations';
import { isDefaultBaseUrl, sessionStore } from '../../../lib/session/sessionStore';
import { Disclosure } from '../../../ui/Disclosure';
import { Form } from '../../../ui/form/Form';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { TextField } from '../../../ui/form/TextField';
import { Box, Stack, Typography } from '../../../ui/primitives';
import { Tab, Tabs } from '../../../ui/tabs';
import { useSignIn } from '../api/signIn';
import { showSignInProblem } from './signInProblems';
import type { SignInFormValues } from './signInSchema';

// Validation (zod and the schema) loads after the form shows: the sign-in page is the first one people wait for.
const loadSignInSchema = async () => (await import('./signInSchema')).signInSchema;

const DEMO_USER = { email: 'demo@example.com', password: 'demo' } as const;

type Method = SignInFormValues['method'];

/** Signing in stores the session; the page then moves on. */
export function SignInForm() {
  const signIn = useSignIn({ onError: shownInForm });
  return (
    <Form
      schema={loadSignInSchema}
      defaultValues={initialValues()}
      onSubmit={(values) => signIn.mutateAsync(values)}
      onSubmitError={showSignInProblem}
      aria-label="Sign in"
    >
      <MethodTabs />
      <MethodFields />
      <AdvancedSettings />
      <SubmitButton>Sign in</SubmitButton>
    </Form>
  );
}

/** The form holds the fields of both ways in, so switching keeps what was typed; the schema keeps the chosen way's. */
function initialValues() {
  return {
    method: 'password',
    baseUrl: sessionStore.get().baseUrl,
    email: DEMO_USER.email,
    password: DEMO_USER.password,
    token: '',
  } as DefaultValues<SignInFormValues>;
}

/**
 * The API's address, which only those who point the console at another site change: folded away while it is this
 * site's own, open when it is not or when it is what went wrong.
 */
function AdvancedSettings() {
  const { setFocus } = useFormContext<SignInFormValues>();
  const { errors } = useFormState<SignInFormValues>({ name: 'baseUrl' });
  const [opened, setOpened] = useState(() => !isDefaultBaseUrl(sessionStore.get().baseUrl));
  const addressProblem = errors.baseUrl !== undefined;
  const open = opened || addressProblem;
  // A problem found while the field was folded away could not take the focus to it: it does once it shows.
  useEffect(() => {
    if (addressProblem) setFocus('baseUrl');
  }, [addressProblem, setFocus]);
  return (
    <Disclosure summary="Advanced" open={open} onToggle={setOpened}>
      <TextField
        name="baseUrl"
        label="API base URL"
        type="url"
        autoComplete="url"
        required
        helperText="Where the platform API answers; by default this site's /api."
      />
    </Disclosure>
  );
}

const tabId = (method: Method) => `sign-in-tab-${method}`;
const PANEL_ID = 'sign-in-method-panel';

function MethodTabs() {
  const { setValue, clearErrors } = useFormContext<SignInFormValues>();
  const method = useWatch<SignInFormValues, 'method'>({ name: 'method' });
  return (
    <Tabs
      value={method}
      onChange={(_event, next: Method) => {
        clearErrors();
        setValue('method', next);
      }}
      variant="fullWidth"
      aria-label="How to sign in"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab
        value="password"
        label="Sign in as the demo user"
        id={tabId('password')}
        aria-controls={PANEL_ID}
      />
      <Tab value="token" label="Use an API token" id={tabId('token')} aria-controls={PANEL_ID} />
    </Tabs>
  );
}

function MethodFields() {
  const method = useWatch<SignInFormValues, 'method'>({ name: 'method' });
  return (
    <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(method)}>
      {method === 'password' ? (
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The demo user&apos;s email and password are filled in; change them to sign in as someone else.
          </Typography>
          <TextField name="email" label="Email" type="email" autoComplete="username" required />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Admins create tokens under Organization settings → API tokens. The console acts with the
            token&apos;s scope.
          </Typography>
          <TextField name="token" label="API token" type="password" autoComplete="off" required monospace />
        </Stack>
      )}
    </Box>
  );
}
