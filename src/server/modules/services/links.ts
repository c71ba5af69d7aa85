import type { Link, ServiceType } from '../../../contract';
import type { Placement, PublicPort } from './definition';
import { platformHost } from './naming';

function urlOf(host: string, port: PublicPort): string {
  if (port.protocol === 'TCP' || port.protocol === 'UDP') {
    return `${port.protocol.toLowerCase()}://${host}:${port.external_port}`;
  }
  const path = port.public_path && port.public_path !== '/' ? port.public_path : '';
  return `https://${host}${path}`;
}

/**
 * The URLs of a service: the platform's domain for each public port (the default port's marked default), then
 * each custom domain, routed to the default port. Derived from the configuration every time, never stored.
 */
export function linksOf(
  service: { id: string; type: ServiceType },
  ports: readonly PublicPort[],
  placement: Placement,
  customDomains: readonly { domain: string }[],
): Link[] {
  if (ports.length === 0) return [];
  const defaultPort = ports.find((port) => port.is_default) ?? ports[0]!;
  const link = (url: string, port: PublicPort, isPlatformDomain: boolean): Link => ({
    service_id: service.id,
    service_type: service.type,
    url,
    internal_port: port.internal_port,
    external_port: port.external_port,
    is_platform_domain: isPlatformDomain,
    is_default: isPlatformDomain && port === defaultPort,
  });
  const platformLinks = ports.map((port) =>
    link(
      urlOf(
        platformHost(port.internal_port, service.id, placement.environment.name, placement.cluster.id),
        port,
      ),
      port,
      true,
    ),
  );
  const customLinks = customDomains.map(({ domain }) => link(urlOf(domain, defaultPort), defaultPort, false));
  return [...platformLinks, ...customLinks];
}

/** Where a custom domain's CNAME points: the platform's host of the service's default public port. */
export function validationDomainOf(
  serviceId: string,
  ports: readonly PublicPort[],
  placement: Placement,
): string | null {
  const defaultPort = ports.find((port) => port.is_default) ?? ports[0];
  if (!defaultPort) return null;
  return platformHost(defaultPort.internal_port, serviceId, placement.environment.name, placement.cluster.id);
}
