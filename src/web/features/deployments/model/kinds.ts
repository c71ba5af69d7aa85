import { serviceKinds, type ServiceKind, type ServiceType } from '../../../../contract';

const kindByType = Object.fromEntries(
  Object.entries(serviceKinds).map(([kind, { type }]) => [type, kind]),
) as Record<ServiceType, ServiceKind>;

/** The path segment of a type of service (APPLICATION → application). */
export function kindOfType(type: ServiceType): ServiceKind {
  return kindByType[type];
}
