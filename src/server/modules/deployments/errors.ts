import { ConflictError, type DomainError, InvalidRequestError, NotFoundError } from '../../domain/errors';
import { EngineError, type EngineErrorCode } from '../../engine';

const refusalOf: Record<EngineErrorCode, new (message: string) => DomainError> = {
  NOT_FOUND: NotFoundError,
  ACTION_NOT_ALLOWED: InvalidRequestError,
  NOTHING_TO_CANCEL: ConflictError,
};

/** Runs an engine call, turning its refusals into the domain's (not found, not allowed, nothing to cancel). */
export async function engineCall<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof EngineError) throw new refusalOf[error.code](error.message);
    throw error;
  }
}
