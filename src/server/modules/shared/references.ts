import { and, eq, inArray } from 'drizzle-orm';
import type { ContainerRegistryKind, GitProvider } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { gitTokens, registries, type RegistryFamily } from '../../db/schema';

type Db = Database | Transaction;

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

/** What services need to know of the git tokens they name: those of the organization among `ids`. */
export function findGitTokenReferences(db: Db, organizationId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: gitTokens.id, name: gitTokens.name, type: gitTokens.type })
    .from(gitTokens)
    .where(and(eq(gitTokens.organizationId, organizationId), inArray(gitTokens.id, ids)));
}

/** What services need to know of the registries they name: those of the organization among `ids`. */
export function findRegistryReferences(db: Db, organizationId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: registries.id,
      family: registries.family,
      name: registries.name,
      kind: registries.kind,
      url: registries.url,
    })
    .from(registries)
    .where(and(eq(registries.organizationId, organizationId), inArray(registries.id, ids)));
}

/** Loads what is named among the organization's records; ids of other organizations' are simply absent. */
export async function loadReferences(
  db: Db,
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
