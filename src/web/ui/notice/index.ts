export { createNoticeStore, type NoticeStore, type NoticeInput } from './noticeStore';
export { NoticeProvider, useNotify } from './NoticeProvider';
export { errorNotice } from './errorNotice';
