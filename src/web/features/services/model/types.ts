import type { z } from 'zod';
import type { serviceKinds, ServiceKind } from '../../../../contract';

type Kinds = typeof serviceKinds;

/*
 * Each type is read from a table over the kinds, not computed from the kind: a table indexed by a kind chosen at
 * run time (`ServiceOf<K>` in a generic component) still resolves to one of the kinds' types, which zod's own
 * `z.infer<...>` of a generic kind does not.
 */
type Services = { [K in ServiceKind]: z.infer<Kinds[K]['response']> };
type CreateRequests = { [K in ServiceKind]: z.input<Kinds[K]['createRequest']> };
type EditRequests = { [K in ServiceKind]: z.input<Kinds[K]['editRequest']> };

/** The record the API answers for a service of this kind. */
export type ServiceOf<K extends ServiceKind> = Services[K];
/** What creating a service of this kind sends (as forms hold it, before defaults apply). */
export type CreateRequestOf<K extends ServiceKind> = CreateRequests[K];
/** The full set of editable fields PUT sends for this kind. */
export type EditRequestOf<K extends ServiceKind> = EditRequests[K];
