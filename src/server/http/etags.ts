import { hash } from 'node:crypto';
import type { onSendHookHandler } from 'fastify';
import type { Endpoint, Route } from '../../contract';
import { answerSerializerOf } from './answers';
import { PreconditionFailedError } from '../domain/errors';
import type { AnyHandler, HandlerContext, HandlerRegistry } from './handlers/bind';

/*
 * Conditional requests on editable resources (RFC 9110, section 13): a GET of a path that also has a PUT or DELETE
 * answers a strong ETag, a hash of the representation it sends; a PUT or DELETE with If-Match is carried out only
 * while the record still has one of the tags it names, so a change made from a stale read cannot overwrite a newer
 * one. Requests without If-Match are not affected.
 */

/**
 * Object keys sorted at every level, so equal representations hash alike whichever order their maps were stored in
 * (PostgreSQL's jsonb reorders keys; a write answers them in the order the request gave).
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const record = value as Record<string, unknown>;
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The strong entity tag of a JSON representation. Every write changes `updated_at`, which the representation
 * carries, so every write changes the tag (and so does any change of what the record shows, e.g. a count).
 * `holdsMaps`: the JSON may hold maps, whose keys are canonicalized first; without any, the compiled serializer
 * writes equal representations byte for byte alike, and the JSON is digested as written.
 */
export function entityTagOf(serializedJson: string, holdsMaps: boolean): string {
  const canonical = holdsMaps ? canonicalJson(JSON.parse(serializedJson)) : serializedJson;
  // The one-shot hash: a Hash object per response costs several times the digest of a record's few hundred bytes.
  return `"${hash('sha256', canonical, 'base64url').slice(0, 32)}"`;
}

interface EntityTag {
  weak: boolean;
  opaque: string;
}

/** `*`, or the entity tags of an If-Match or If-None-Match value (a list; repeated headers arrive joined). */
export function parseEntityTags(header: string): '*' | EntityTag[] {
  if (header.trim() === '*') return '*';
  return [...header.matchAll(/(W\/)?("[^"]*")/g)].map((match) => ({
    weak: match[1] !== undefined,
    opaque: match[2] ?? '',
  }));
}

/** If-Match holds when the record exists (`*`) or its tag is one of those named, compared strongly. */
export function ifMatchHolds(header: string, current: string): boolean {
  const tags = parseEntityTags(header);
  return tags === '*' || tags.some((tag) => !tag.weak && tag.opaque === current);
}

/** If-None-Match holds (the cached copy is current) when any tag named equals the current one, compared weakly. */
export function ifNoneMatchHolds(header: string, current: string): boolean {
  const tags = parseEntityTags(header);
  return tags === '*' || tags.some((tag) => tag.opaque === current);
}

/*
 * The check of If-Match and the write it guards run one after the other for each record, so no other write of the
 * same record through this process lands between them (writes without If-Match queue as well, so they cannot slip
 * in either). The queue is per process, shared by every app and prefix the process serves, as the same record may
 * be reached through /api and its aliases. Processes sharing one PostgreSQL database do not see one another's
 * queues: there a write from another process can still land between the check and the write (see
 * src/server/README.md).
 */
const writesInFlight = new Map<string, Promise<void>>();

/** Runs `work` once the writes of `key` started before it have ended. */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = writesInFlight.get(key) ?? Promise.resolve();
  const run = previous.then(work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  writesInFlight.set(key, settled);
  try {
    return await run;
  } finally {
    if (writesInFlight.get(key) === settled) writesInFlight.delete(key);
  }
}

/** `gitToken` reads "git token". */
const words = (segment: string) => segment.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** What the path names: the last literal segment before the last parameter, e.g. "container registry". */
function resourceNameOf(path: string): { noun: string; idParam: string } {
  const segments = path.split('/').filter(Boolean);
  const idParam = segments.at(-1)?.replace(/[{}]/g, '') ?? '';
  const noun = segments.at(-2) ?? 'record';
  return { noun: words(noun), idParam };
}

function recordPathOf(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface ConditionalRequests {
  /** Adds the ETag to a successful answer, and turns a GET whose If-None-Match holds into a 304. */
  onSend?: onSendHookHandler;
  /** Runs the write once If-Match (when sent) holds, one write of the record at a time. */
  guard?: <T>(context: HandlerContext<Route>, write: () => Promise<T>) => Promise<T>;
}

/**
 * Adds the ETag to a successful answer, and turns a GET whose If-None-Match holds into a 304. `canonicalized`:
 * whether the JSON is canonicalized before its digest (decided on first use, as it compiles the read's serializer).
 */
function tagAnswers(canonicalized: () => boolean): onSendHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const tag = entityTagOf(payload, canonicalized());
    reply.header('ETag', tag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (request.method === 'GET' && ifNoneMatch !== undefined && ifNoneMatchHolds(ifNoneMatch, tag)) {
      reply.code(304);
      return '';
    }
    return payload;
  };
}

/**
 * What conditional requests add to one endpoint: nothing unless its path is an editable resource, i.e. has a GET
 * and a PUT or DELETE. Its GET and PUT answers carry the ETag; its PUT and DELETE honour If-Match. `samePath`: the
 * endpoints of the endpoint's path, itself included.
 */
export function conditionalRequestsOf(
  endpoint: Endpoint,
  samePath: readonly Endpoint[],
  handlers: HandlerRegistry,
): ConditionalRequests | null {
  const read = samePath.find((other) => other.method === 'GET');
  const written = samePath.some((other) => other.method === 'PUT' || other.method === 'DELETE');
  if (!read || !written) return null;
  const readSchema = read.response;
  if (!readSchema) return null;
  const serialize = () => answerSerializerOf(readSchema);
  // A PUT's answer written by another schema than the read's may order its keys otherwise: canonicalized, the
  // tags of the path's answers agree all the same.
  const answeredOtherwise = samePath.some((other) => other.method === 'PUT' && other.response !== readSchema);
  const canonicalized = () => answeredOtherwise || serialize().holdsMaps;
  if (endpoint.method === 'GET') return { onSend: tagAnswers(canonicalized) };
  if (endpoint.method !== 'PUT' && endpoint.method !== 'DELETE') return null;

  const readHandler: AnyHandler | undefined = handlers.get(read.operationId);
  if (!readHandler) return null;
  const { noun, idParam } = resourceNameOf(endpoint.path);
  const currentTag = async (context: HandlerContext<Route>) => {
    const current = await readHandler({
      ...context,
      query: read.query ? read.query.parse({}) : undefined,
      body: undefined,
    });
    return entityTagOf(serialize()(current), canonicalized());
  };
  return {
    onSend: endpoint.method === 'PUT' ? tagAnswers(canonicalized) : undefined,
    guard: (context, write) =>
      oneAtATime(recordPathOf(endpoint.path, context.params), async () => {
        const ifMatch = context.request.headers['if-match'];
        // A record that does not exist answers 404 as it would without If-Match (RFC 9110, 13.2.2).
        if (ifMatch !== undefined && !ifMatchHolds(ifMatch, await currentTag(context))) {
          const id = (context.params as Record<string, unknown> | undefined)?.[idParam];
          throw new PreconditionFailedError(
            `${capitalized(noun)} ${String(id)} changed since it was read: If-Match names a version that is no ` +
              'longer the latest. Read it again (its ETag is the current version) and apply the change to that.',
          );
        }
        return write();
      }),
  };
}
