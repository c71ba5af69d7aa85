import type { ContainerRegistryKind, GitProvider } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import type { RegistryFamily } from '../../db/schema';
import { findGitTokenReferences } from '../gitTokens/queries';
import { findRegistryReferences } from '../registries/queries';
import type { ServiceSites } from './definition';

export interface GitTokenReference {
  id: string;
  name: string;
  type: GitProvider;
}

export interface RegistryReference {
  id: string;
  family: RegistryFamily;
  name: string;
  /** A container registry kind, or a helm repository kind, after the family. */
  kind: string;
  url: string;
}

/** The organization's git tokens and registries that some services name, by id. */
export interface References {
  gitTokens: ReadonlyMap<string, GitTokenReference>;
  registries: ReadonlyMap<string, RegistryReference>;
}

export interface ReferencedIds {
  gitTokenIds: string[];
  registryIds: string[];
}

/** Every git token and registry the sites name, each once. */
export function referencedIds(sites: readonly ServiceSites[]): ReferencedIds {
  const gitTokenIds = new Set<string>();
  const registryIds = new Set<string>();
  for (const site of sites) {
    for (const { repository } of site.gitRepositories) {
      if (repository.git_token_id) gitTokenIds.add(repository.git_token_id);
    }
    for (const image of site.images) registryIds.add(image.registryId);
    for (const helm of site.helmRepositories) registryIds.add(helm.helmRepositoryId);
  }
  return { gitTokenIds: [...gitTokenIds], registryIds: [...registryIds] };
}

/** Loads what is named among the organization's records; ids of other organizations' are simply absent. */
export async function loadReferences(
  db: Database | Transaction,
  organizationId: string,
  ids: ReferencedIds,
): Promise<References> {
  const [tokens, registries] = await Promise.all([
    findGitTokenReferences(db, organizationId, ids.gitTokenIds),
    findRegistryReferences(db, organizationId, ids.registryIds),
  ]);
  return {
    gitTokens: new Map(tokens.map((token) => [token.id, token])),
    registries: new Map(registries.map((registry) => [registry.id, registry])),
  };
}

/** The container registry an image names, if it is one of the organization's. */
export function containerRegistryOf(references: References, id: string): RegistryReference | null {
  const registry = references.registries.get(id);
  return registry?.family === 'CONTAINER' ? registry : null;
}

/** The helm repository a chart names, if it is one of the organization's. */
export function helmRepositoryOf(references: References, id: string): RegistryReference | null {
  const registry = references.registries.get(id);
  return registry?.family === 'HELM' ? registry : null;
}

/** The kind of a container registry: its family says which set of kinds it comes from. */
export const containerRegistryKindOf = (registry: RegistryReference) =>
  registry.kind as ContainerRegistryKind;
