import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, type WhoAmI } from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { HANDLES_UNAUTHORIZED, identityKeys } from '../../../lib/queryClient';
import { bearerCredential } from '../../../lib/session/bearer';
import { sessionStore, type Credential } from '../../../lib/session/sessionStore';
import { errorNotice, useNotify } from '../../../ui/notice';

export type SignInVariables =
  | { method: 'password'; baseUrl: string; email: string; password: string }
  | { method: 'token'; baseUrl: string; token: string };

export interface SignedIn {
  credential: Credential;
  identity: WhoAmI;
}

/** Obtains credentials and proves them by asking who they belong to, before anything is stored. */
async function signIn(variables: SignInVariables): Promise<SignedIn> {
  const { baseUrl } = variables;
  const credential: Credential =
    variables.method === 'token'
      ? { kind: 'token', token: variables.token.trim() }
      : bearerCredential(
          await call(authEndpoints.signIn, {
            baseUrl,
            credential: null,
            body: { email: variables.email, password: variables.password },
          }),
          Date.now(),
        );
  const identity = await call(authEndpoints.whoAmI, { baseUrl, credential });
  return { credential, identity };
}

/** Signs in and starts the session; the identity goes straight into the cache the shell reads. */
export function useSignIn({ onSuccess, onError }: MutationCallbacks<SignedIn, SignInVariables> = {}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: signIn,
    // A refused sign-in is an answer to show on the form, not an ended session.
    meta: { [HANDLES_UNAUTHORIZED]: true },
    onSuccess: async (signedIn, variables) => {
      queryClient.clear();
      queryClient.setQueryData(identityKeys.current(), signedIn.identity);
      sessionStore.signIn(variables.baseUrl.replace(/\/+$/, ''), signedIn.credential);
      await onSuccess?.(signedIn, variables);
    },
    onError: (error, variables) =>
      onError ? onError(error, variables) : notify(errorNotice(error, 'sign in')),
  });
}
