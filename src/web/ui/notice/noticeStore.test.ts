import { describe, expect, it } from 'vitest';
import { createNoticeStore } from './noticeStore';

describe('noticeStore', () => {
  it('shows notices one after another and the same message once', () => {
    const store = createNoticeStore();
    store.notify({ severity: 'error', message: 'Could not load.' });
    store.notify({ severity: 'error', message: 'Could not load.' });
    store.notify({ severity: 'success', message: 'Saved.' });
    expect(store.current()?.message).toBe('Could not load.');
    store.dismiss(store.current()!.id);
    expect(store.current()?.message).toBe('Saved.');
    store.dismiss(store.current()!.id);
    expect(store.current()).toBeUndefined();
  });

  it('replaces a notice of the same key in place, with a new id', () => {
    const store = createNoticeStore();
    store.notify({ severity: 'success', message: 'Moved web to Backend.', key: 'board' });
    const first = store.current()!;
    store.notify({ severity: 'info', message: 'Unrelated.' });
    store.notify({ severity: 'success', message: 'Moved api to Data.', key: 'board' });
    const latest = store.current()!;
    expect(latest.message).toBe('Moved api to Data.');
    expect(latest.id).not.toBe(first.id);
    store.dismiss(latest.id);
    expect(store.current()?.message).toBe('Unrelated.');
  });
});
