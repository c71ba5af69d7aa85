export { createNoticeStore, type NoticeStore, type NoticeInput, type NoticeAction } from './noticeStore';
export { NoticeProvider, useNoticesAbove, useNoticeShown, useNotify } from './NoticeProvider';
export { errorNotice } from './errorNotice';
