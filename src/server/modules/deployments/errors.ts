import { EngineError, type EngineErrorCode } from '../../engine';
import { badRequest, conflict, type HttpError, notFound } from '../../http/errors';

const statusOf: Record<EngineErrorCode, (message: string) => HttpError> = {
  NOT_FOUND: notFound,
  ACTION_NOT_ALLOWED: badRequest,
  NOTHING_TO_CANCEL: conflict,
};

/** Runs an engine call, turning its refusals into the responses they stand for (404, 400, 409). */
export async function engineCall<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof EngineError) throw statusOf[error.code](error.message);
    throw error;
  }
}
