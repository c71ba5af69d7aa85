import type { z } from 'zod';
import type { serviceKinds, ServiceKind } from '../../../../contract';

type Kinds = typeof serviceKinds;

/** The record the API answers for a service of this kind. */
export type ServiceOf<K extends ServiceKind> = z.infer<Kinds[K]['response']>;
/** What creating a service of this kind sends (as forms hold it, before defaults apply). */
export type CreateRequestOf<K extends ServiceKind> = z.input<Kinds[K]['createRequest']>;
/** The full set of editable fields PUT sends for this kind. */
export type EditRequestOf<K extends ServiceKind> = z.input<Kinds[K]['editRequest']>;
