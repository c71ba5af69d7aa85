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

/**
 * An edit as a form submits it: the body, and the copy of the record its values were made from, whose version the
 * client sends as If-Match (so the save answers 412 rather than overwrite a version saved since).
 */
export interface EditOf<B, R> {
  body: B;
  basedOn?: R | undefined;
}
