import { z } from 'zod';
import { base } from './common';
import { text, trimmedLine } from './text';

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A host name of two labels or more, optionally a wildcard over a domain (`*.example.com`). */
const domainPattern = new RegExp(`^(?:\\*\\.)?(?:${label}\\.)+[a-z]{2,63}$`);

export const customDomainRequest = z.object({
  domain: trimmedLine()
    .toLowerCase()
    .max(253, 'must be at most 253 characters')
    .regex(domainPattern, 'must be a domain name such as www.example.com'),
  /** Whether the platform obtains a TLS certificate for the domain. */
  generate_certificate: z.boolean().default(true),
  /** Whether a CDN in front of the domain terminates TLS itself. */
  use_cdn: z.boolean().default(false),
});
export type CustomDomainRequest = z.input<typeof customDomainRequest>;

export const customDomain = base.extend({
  domain: text(),
  generate_certificate: z.boolean(),
  use_cdn: z.boolean(),
  /** Where the domain's CNAME record points: the service's platform domain; null without a public port. */
  validation_domain: text().nullable(),
});
export type CustomDomain = z.infer<typeof customDomain>;
