import type { FieldPath, FieldValues } from 'react-hook-form';

/**
 * A checker of field names against the forms a fields component serves: `path('cpu')` compiles only when every
 * one of those forms has a `cpu` field, so a renamed contract field fails here rather than at run time.
 */
export function pathsIn<A extends FieldValues, B extends FieldValues = A, C extends FieldValues = A>() {
  return <P extends FieldPath<A> & FieldPath<B> & FieldPath<C>>(path: P): P => path;
}
