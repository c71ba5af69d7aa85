import type { DeploymentRequestAccepted, List, PageQuery } from '../../../contract';
import type { Engine, Page, RequestOptions, Window } from '../../engine';
import { notFound } from '../../http/errors';
import { pageWindowOf } from '../../http/pagination';
import { displayNameOf, type Principal } from '../../http/principal';

/** Who asked, as the history shows it: people act through the console, tokens through the API. */
export function requestOptionsOf(principal: Principal): RequestOptions {
  return { origin: principal.kind === 'user' ? 'CONSOLE' : 'API', triggeredBy: displayNameOf(principal) };
}

/** `{results}` without a page asked for, `{results, pagination}` with one, from a windowed engine query. */
export async function pageOf<T>(
  query: PageQuery,
  fetch: (window: Window) => Promise<Page<T>>,
): Promise<List<T>> {
  const window = pageWindowOf(query);
  if (!window) return { results: (await fetch({ offset: 0, limit: Number.MAX_SAFE_INTEGER })).results };
  const page = await fetch(window);
  return {
    results: page.results,
    pagination: {
      page: window.page,
      page_size: window.pageSize,
      total_count: page.total,
      total_pages: Math.ceil(page.total / window.pageSize),
    },
  };
}

/** What a cancel answers: the request it acted on, as it stands now. */
export async function requestAfterCancel(
  engine: Engine,
  requestIds: string[],
  serviceId?: string,
): Promise<DeploymentRequestAccepted> {
  const [requestId] = requestIds;
  const request = requestId ? await engine.request(requestId) : null;
  if (!request) throw notFound(`Deployment request ${requestId ?? ''} not found`);
  return {
    id: request.id,
    status: request.status,
    ...(serviceId ? { application_id: serviceId } : {}),
    environment_id: request.environment_id,
    created_at: request.created_at,
  };
}
