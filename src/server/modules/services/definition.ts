import type { z } from 'zod';
import type { PortRequest, ServiceKind, serviceKinds, ServiceType } from '../../../contract';
import type { FieldProblem } from '../../domain/errors';
import type { IdGenerator } from '../../runtime';
import type { SecretBox } from '../secrets';
import type { References } from '../shared/references';
import type { DeployedCommit } from './gitRepository';
import type { ServiceSites } from './sites';

type Kinds = typeof serviceKinds;
export type CreateRequestOf<K extends ServiceKind> = z.output<Kinds[K]['createRequest']>;
export type EditRequestOf<K extends ServiceKind> = z.output<Kinds[K]['editRequest']>;
export type RequestOf<K extends ServiceKind> = CreateRequestOf<K> | EditRequestOf<K>;
export type ResponseOf<K extends ServiceKind> = z.output<Kinds[K]['response']>;

/** What every stored service has in columns, whatever its type. */
export interface ServiceRecord {
  id: string;
  organizationId: string;
  projectId: string;
  environmentId: string;
  type: ServiceType;
  name: string;
  description: string;
  iconUri: string;
  config: Record<string, unknown>;
  /** The advanced settings changed from their defaults (absent where a caller built the record itself). */
  advancedSettings?: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

export interface SaveContext {
  now: Date;
  newId: IdGenerator;
  secrets: SecretBox;
  /** The git tokens and registries the request names, when they belong to the organization. */
  references: References;
}

/** Where a service runs, for the fields derived from it. */
export interface Placement {
  environment: { id: string; name: string };
  cluster: { id: string; cpu: number; memory: number; gpu: number };
}

export interface ViewContext extends Placement {
  references: References;
  /** The commit of the service's git source that runs, once a deployment built one. */
  deployedCommit: DeployedCommit | null;
}

/** A port the service exposes to the internet, as links are made from it. */
export interface PublicPort {
  internal_port: number;
  external_port: number;
  protocol: NonNullable<PortRequest['protocol']>;
  is_default: boolean;
  public_path: string | null;
}

/**
 * What one type of service adds to what all services share: how its request becomes the stored configuration,
 * and the configuration its response. `C` is the stored configuration's shape. Members are declared as methods
 * so that a definition of a precise `C` fits the table of all kinds (methods compare their parameters
 * bivariantly); each definition is only ever handed configurations it stored itself.
 */
export interface ServiceDefinition<K extends ServiceKind, C> {
  kind: K;
  type: ServiceType;
  sites(source: RequestOf<K> | C): ServiceSites;
  /** Rules needing what is stored (the previous configuration when editing), beyond the contract's own. */
  problems?(request: RequestOf<K>, previous: C | null): FieldProblem[];
  toConfig(request: RequestOf<K>, previous: C | null, context: SaveContext): C;
  toResponse(record: ServiceRecord, config: C, view: ViewContext): ResponseOf<K>;
  /** Ports reachable from the internet, for links and custom domains; none for services without any. */
  publicPorts?(config: C): PublicPort[];
  /**
   * The configuration running another tag of its image, for a deploy that names one; null when the service
   * runs no image (a job built from git). Only services deployed from an image have it.
   */
  withImageTag?(config: C, tag: string): C | null;
}
