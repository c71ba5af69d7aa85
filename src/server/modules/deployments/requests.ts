import type { DeploymentRequestAccepted } from '../../../contract';
import { NotFoundError } from '../../domain/errors';
import { displayNameOf, type Principal } from '../../domain/principal';
import type { Engine, RequestOptions } from '../../engine';

/** Who asked, as the history shows it: people act through the console, tokens through the API. */
export function requestOptionsOf(principal: Principal): RequestOptions {
  return { origin: principal.kind === 'user' ? 'CONSOLE' : 'API', triggeredBy: displayNameOf(principal) };
}

/** What a cancel answers: the request it acted on, as it stands now. */
export async function requestAfterCancel(
  engine: Engine,
  requestIds: string[],
  serviceId?: string,
): Promise<DeploymentRequestAccepted> {
  const [requestId] = requestIds;
  const request = requestId ? await engine.request(requestId) : null;
  if (!request) throw new NotFoundError(`Deployment request ${requestId ?? ''} not found`);
  return {
    id: request.id,
    status: request.status,
    ...(serviceId ? { application_id: serviceId } : {}),
    environment_id: request.environment_id,
    created_at: request.created_at,
  };
}
