/** The domain under which the platform names what it exposes; a cluster's services get a subdomain each. */
export const PLATFORM_DOMAIN = 'platform.local';

/** DNS labels hold 63 characters at most. */
const MAX_LABEL = 63;

/** The first 8 hex digits of a UUID: short, stable and unique enough within a cluster. */
export function shortId(id: string): string {
  return id.replace(/-/g, '').slice(0, 8);
}

/** A name as it can appear in a host: lowercase letters, digits and single dashes. */
export function slugOf(name: string, maxLength = 24): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'x';
}

function label(text: string): string {
  return text.slice(0, MAX_LABEL).replace(/-+$/, '');
}

/**
 * The host the platform gives a public port: `p<port>-<service>-<environment>.<cluster>.platform.local`, e.g.
 * `p8080-1a2b3c4d-production.9f8e7d6c.platform.local`. Stable for as long as the service, its environment's
 * name and its port stay.
 */
export function platformHost(
  internalPort: number,
  serviceId: string,
  environmentName: string,
  clusterId: string,
): string {
  const first = label(`p${internalPort}-${shortId(serviceId)}-${slugOf(environmentName)}`);
  return `${first}.${shortId(clusterId)}.${PLATFORM_DOMAIN}`;
}

/** Where a database answers: inside the cluster when private, on the platform's domain when public. */
export function databaseHost(
  service: { id: string; name: string },
  environment: { id: string; name: string },
  clusterId: string,
  accessibility: 'PRIVATE' | 'PUBLIC',
): string {
  const first = label(`${slugOf(service.name)}-${shortId(service.id)}`);
  if (accessibility === 'PUBLIC') return `${first}.${shortId(clusterId)}.${PLATFORM_DOMAIN}`;
  return `${first}.${label(`${slugOf(environment.name)}-${shortId(environment.id)}`)}.svc.cluster.local`;
}
