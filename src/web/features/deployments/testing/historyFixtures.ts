import type { EnvironmentDeployment } from '../../../../contract';
import { application, database } from '../../../test/environmentFixtures';
import type { SentRequest } from '../../../test/mockApi';
import { environmentDeployment, serviceDeployment } from './fixtures';

export const web = application('web');
export const db = database('orders-db', 'POSTGRESQL', '16');

/** The n-th deployment of the environment (1 the oldest), started n hours after the first, with both services. */
export function pastDeployment(n: number, overrides: Partial<EnvironmentDeployment> = {}) {
  const id = `request-${n}`;
  const hour = String(n).padStart(2, '0');
  const startedAt = `2025-05-01T${hour}:00:00Z`;
  const services = [
    serviceDeployment({ ...db, type: 'DATABASE' }, { deployment_request_id: id, started_at: startedAt }),
    serviceDeployment(web, { deployment_request_id: id, started_at: startedAt }),
  ];
  return environmentDeployment(services, {
    id,
    created_at: startedAt,
    started_at: startedAt,
    ended_at: `2025-05-01T${hour}:01:05Z`,
    stages: [
      {
        stage_id: null,
        name: 'Databases',
        status: 'DONE',
        started_at: startedAt,
        ended_at: startedAt,
        service_ids: [db.id],
        skipped_service_ids: [],
        reason: null,
      },
      {
        stage_id: null,
        name: 'Applications',
        status: 'DONE',
        started_at: startedAt,
        ended_at: startedAt,
        service_ids: [web.id],
        skipped_service_ids: [],
        reason: null,
      },
    ],
    ...overrides,
  });
}

/** Answers the history endpoint page by page out of `all` (newest first), with its pagination. */
export function historyPages(all: readonly EnvironmentDeployment[]) {
  return (request: SentRequest) => {
    const page = Number(request.url.searchParams.get('page') ?? 1);
    const size = Number(request.url.searchParams.get('page_size') ?? all.length);
    return {
      body: {
        results: all.slice((page - 1) * size, page * size),
        pagination: {
          page,
          page_size: size,
          total_count: all.length,
          total_pages: Math.ceil(all.length / size),
        },
      },
    };
  };
}
