export { createNoticeStore, type NoticeStore, type NoticeInput, type NoticeAction } from './noticeStore';
export { NoticeProvider, useNotify } from './NoticeProvider';
export { errorNotice } from './errorNotice';
