import type { ServiceKind } from '../../../../contract';
import { containerRegistryKindOf, type RegistryReference } from '../../shared/references';
import type { ServiceRecord } from '../definition';

/** The icon a service shows until its owner picks one. */
export function defaultIconUri(kind: ServiceKind): string {
  return `app://platform-console/${kind}`;
}

/** The response fields every service has, from its columns. */
export function serviceView(record: ServiceRecord) {
  return {
    id: record.id,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    name: record.name,
    description: record.description,
    environment: { id: record.environmentId },
    icon_uri: record.iconUri,
  };
}

/** A registry as services show it; it cannot go missing, as registries in use cannot be deleted. */
export function registryView(registry: RegistryReference | null, id: string) {
  if (!registry) throw new Error(`Container registry ${id} named by a service is not the organization's`);
  return { id: registry.id, name: registry.name, url: registry.url, kind: containerRegistryKindOf(registry) };
}
