import { isApiError } from '../../../lib/api/ApiError';
import { tooManyRequests } from '../../../ui/errors';
import { type FormMethods } from '../../../ui/form/Form';
import { applyServerError, FORM_ERROR } from '../../../ui/form/serverErrors';
import type { signInSchema, SignInFormValues } from './signInSchema';

/** Says what went wrong with signing in, where the person can fix it. */
export function showSignInProblem(error: unknown, form: FormMethods<typeof signInSchema>) {
  const values: SignInFormValues = form.getValues();
  const address = values.baseUrl.trim();
  if (!isApiError(error)) {
    applyServerError(form, error, { action: 'sign in' });
    return;
  }
  if (error.isNetworkError) {
    form.setError(
      'baseUrl',
      { message: `Could not reach ${address}. Check the address and that the server is running.` },
      { shouldFocus: true },
    );
  } else if (error.status === 404) {
    form.setError('baseUrl', { message: `No platform API answers at ${address}.` }, { shouldFocus: true });
  } else if (error.status === 401 && values.method === 'token') {
    form.setError(
      'token',
      { message: 'This API token is not valid: it may have expired or been revoked.' },
      { shouldFocus: true },
    );
  } else if (error.status === 401) {
    form.setError(FORM_ERROR, { message: 'Wrong email or password.' });
  } else if (error.status === 429) {
    form.setError(FORM_ERROR, { message: tooManyRequests(error.retryAfterSeconds) });
  } else {
    applyServerError(form, error, { action: 'sign in' });
  }
}
