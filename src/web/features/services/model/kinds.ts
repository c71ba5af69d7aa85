import { serviceKinds, type ServiceKind, type ServiceType } from '../../../../contract';

const kindOfType = Object.fromEntries(
  Object.entries(serviceKinds).map(([kind, { type }]) => [type, kind as ServiceKind]),
) as Record<ServiceType, ServiceKind>;

/** The path segment (`application`) of a record's `service_type` (`APPLICATION`). */
export const kindOf = (type: ServiceType): ServiceKind => kindOfType[type];

/** Whether a path segment names a kind of service. */
export const isServiceKind = (value: string | undefined): value is ServiceKind =>
  value !== undefined && Object.prototype.hasOwnProperty.call(serviceKinds, value);
