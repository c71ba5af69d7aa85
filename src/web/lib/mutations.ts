/**
 * What callers of a feature's mutation hook may add. Passing `onError` replaces the default error toast, e.g. with
 * `shownInForm` when a form shows the failure on its fields.
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}

/** For mutations submitted by a <Form>: the form puts the failure on its field or in its alert, so no toast. */
export const shownInForm = (): void => undefined;
