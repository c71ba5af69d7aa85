import type { z } from 'zod';
import type { helmPort, helmPortRequest, Port, portRequest } from '../../../contract';
import type { IdGenerator } from '../../runtime';
import type { PublicPort } from './definition';
import { keepIds } from './nested';

type PortRequest = z.output<typeof portRequest>;
type HelmPortRequest = z.output<typeof helmPortRequest>;
export type HelmPort = z.output<typeof helmPort>;

/** Public HTTP and gRPC traffic arrives over TLS. */
const TLS_PORT = 443;

/** The port marked default; else the first public one; else the first one. */
function defaultIndex(ports: readonly { is_default?: boolean; publicly_accessible?: boolean }[]): number {
  const marked = ports.findIndex((port) => port.is_default);
  if (marked >= 0) return marked;
  const firstPublic = ports.findIndex((port) => port.publicly_accessible);
  return firstPublic >= 0 ? firstPublic : 0;
}

/** Ports as stored and answered: named, with their external port and exactly one default. */
export function storedPorts(
  requests: readonly PortRequest[],
  previous: readonly Port[],
  newId: IdGenerator,
): Port[] {
  const fallback = defaultIndex(requests);
  return keepIds(requests, previous, newId).map((port, index) => {
    const web = port.protocol === 'HTTP' || port.protocol === 'GRPC';
    const publicExternal = port.external_port ?? (web ? TLS_PORT : port.internal_port);
    return {
      id: port.id,
      name: port.name?.trim() || `p${port.internal_port}`,
      internal_port: port.internal_port,
      external_port: port.publicly_accessible ? publicExternal : (port.external_port ?? null),
      protocol: port.protocol,
      publicly_accessible: port.publicly_accessible,
      is_default: index === fallback,
      public_path: port.public_path ?? (port.publicly_accessible && port.protocol === 'HTTP' ? '/' : null),
      public_path_rewrite: port.public_path_rewrite ?? null,
    };
  });
}

/** A chart's ports are all reached from the internet, through the Kubernetes service each one names. */
export function storedHelmPorts(
  requests: readonly HelmPortRequest[],
  previous: readonly HelmPort[],
  newId: IdGenerator,
): HelmPort[] {
  const fallback = defaultIndex(requests);
  return keepIds(requests, previous, newId).map((port, index) => ({
    id: port.id,
    name: port.name?.trim() || `p${port.internal_port}`,
    internal_port: port.internal_port,
    external_port: port.external_port ?? TLS_PORT,
    namespace: port.namespace ?? null,
    protocol: port.protocol,
    is_default: index === fallback,
    service_name: port.service_name,
  }));
}

export function publicWorkloadPorts(ports: readonly Port[]): PublicPort[] {
  return ports
    .filter((port) => port.publicly_accessible)
    .map((port) => ({
      internal_port: port.internal_port,
      external_port: port.external_port ?? port.internal_port,
      protocol: port.protocol,
      is_default: port.is_default,
      public_path: port.public_path,
    }));
}

export function publicHelmPorts(ports: readonly HelmPort[]): PublicPort[] {
  return ports.map((port) => ({
    internal_port: port.internal_port,
    external_port: port.external_port ?? TLS_PORT,
    protocol: port.protocol,
    is_default: port.is_default,
    public_path: null,
  }));
}
