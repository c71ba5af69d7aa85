import type { EveryResource } from '../../testing/everyResource';
import { requestSamples } from '../../testing/requestSamples';

/** The sample body of one of our operations, as the client's request type, with `changes` over it. */
export type Sample = <T extends object>(operationId: string, changes?: Partial<T>) => T;

/** `sample` over the samples made for `resources`. */
export function sampler(resources: EveryResource, terraformRepository: string): Sample {
  const samples = requestSamples(resources, terraformRepository);
  return <T extends object>(operationId: string, changes: Partial<T> = {}): T => {
    const [body] = samples[operationId] ?? [];
    if (body === undefined) throw new Error(`No sample body for ${operationId}`);
    // The samples are valid bodies of our contract; the client's type is what the call is written with.
    return { ...(body as T), ...changes };
  };
}
