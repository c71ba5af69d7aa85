import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '../../contract';

/** A failure the client caused or may learn about: its status and message go out as the error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function statusPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export function errorBody(status: number, message: string): ErrorBody {
  return { status, error: statusPhrase(status), message };
}
