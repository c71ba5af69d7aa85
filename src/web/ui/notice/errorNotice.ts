import { describeError } from '../errors';
import type { NoticeInput } from './noticeStore';

/** The default toast for a failed action, e.g. errorNotice(error, 'delete the project'). */
export function errorNotice(error: unknown, action: string): NoticeInput {
  const { title, detail } = describeError(error, action);
  return { severity: 'error', message: title, detail };
}
