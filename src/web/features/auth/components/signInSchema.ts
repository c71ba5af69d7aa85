import { z } from 'zod';
import { signInRequest } from '../../../../contract';

const baseUrl = z
  .string()
  .trim()
  .min(1, 'is required')
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) address, e.g. https://example.com/api' }));

/** One form, two ways in: email and password, or an API token. The API address is shared by both. */
export const signInSchema = z.discriminatedUnion('method', [
  signInRequest.extend({ method: z.literal('password'), baseUrl }),
  z.object({ method: z.literal('token'), baseUrl, token: z.string().trim().min(1, 'is required') }),
]);

export type SignInFormValues = z.input<typeof signInSchema>;
