import { NOTICE_MS } from '@scaffold/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createNotificationStore,
  defaultNotificationStore,
  dismiss,
  notify,
} from './notificationStore';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  defaultNotificationStore.clear();
  vi.useRealTimers();
});

const messages = (store: ReturnType<typeof createNotificationStore>) =>
  store.getSnapshot().map((notification) => notification.message);

describe('createNotificationStore', () => {
  it('shows a notification with the default timeout and returns its id', () => {
    const store = createNotificationStore();
    const id = store.notify({ type: 'success', message: 'Inspection saved successfully.' });
    expect(store.getSnapshot()).toEqual([
      { id, type: 'success', message: 'Inspection saved successfully.', timeout: 5000 },
    ]);
  });

  it('closes a notification after 5000 ms by default', () => {
    const store = createNotificationStore();
    store.notify({ type: 'info', message: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(messages(store)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('keeps a notification for the timeout it was given', () => {
    const store = createNotificationStore();
    store.notify({ type: 'error', message: 'Session expired', timeout: NOTICE_MS.long });
    vi.advanceTimersByTime(59_999);
    expect(messages(store)).toEqual(['Session expired']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('keeps a notification with an infinite or zero timeout until it is closed', () => {
    const store = createNotificationStore();
    const forever = store.notify({ type: 'info', message: 'Forever', timeout: Infinity });
    store.notify({ type: 'info', message: 'Also forever', timeout: 0 });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(messages(store)).toEqual(['Forever', 'Also forever']);
    store.dismiss(forever);
    expect(messages(store)).toEqual(['Also forever']);
  });

  it('uses the default timeout the store was created with', () => {
    const store = createNotificationStore({ defaultTimeout: 1000 });
    store.notify({ type: 'info', message: 'Quick' });
    vi.advanceTimersByTime(1000);
    expect(messages(store)).toEqual([]);
  });

  it('stacks different messages oldest first, with distinct ids', () => {
    const store = createNotificationStore();
    const first = store.notify({ type: 'error', message: 'Failed to move items.' });
    const second = store.notify({ type: 'success', message: 'Items moved successfully!' });
    expect(first).not.toBe(second);
    expect(messages(store)).toEqual(['Failed to move items.', 'Items moved successfully!']);
  });

  it('shows the same message once, restarting its timer instead of stacking a duplicate', () => {
    const store = createNotificationStore();
    const first = store.notify({ type: 'error', message: 'Failed to move items.' });
    vi.advanceTimersByTime(4000);
    const again = store.notify({ type: 'error', message: 'Failed to move items.' });
    expect(again).toBe(first);
    expect(messages(store)).toEqual(['Failed to move items.']);
    // The first timer would have fired at 5000 ms; the restarted one fires 5000 ms after 4000.
    vi.advanceTimersByTime(4999);
    expect(messages(store)).toEqual(['Failed to move items.']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('takes the type and timeout of the repeated call for a message already shown', () => {
    const store = createNotificationStore();
    store.notify({ type: 'info', message: 'Check your connection' });
    store.notify({ type: 'error', message: 'Check your connection', timeout: 30_000 });
    expect(store.getSnapshot()).toMatchObject([{ type: 'error', timeout: 30_000 }]);
    vi.advanceTimersByTime(29_999);
    expect(messages(store)).toEqual(['Check your connection']);
  });

  it('shows a message again after it was closed, as a new notification', () => {
    const store = createNotificationStore();
    const first = store.notify({ type: 'info', message: 'Saved' });
    store.dismiss(first);
    const second = store.notify({ type: 'info', message: 'Saved' });
    expect(second).not.toBe(first);
    expect(messages(store)).toEqual(['Saved']);
  });

  it('closes one notification by id and stops its timer; unknown ids are ignored', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const first = store.notify({ type: 'info', message: 'One' });
    store.notify({ type: 'info', message: 'Two' });
    store.subscribe(listener);
    store.dismiss(first);
    expect(messages(store)).toEqual(['Two']);
    expect(listener).toHaveBeenCalledTimes(1);
    store.dismiss(first);
    store.dismiss('notification-unknown');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('clears every notification and its timer', () => {
    const store = createNotificationStore();
    store.notify({ type: 'info', message: 'One' });
    store.notify({ type: 'error', message: 'Two' });
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('closes nothing by itself while held, closes by hand, and restarts the timeouts when let go', () => {
    const store = createNotificationStore();
    store.notify({ type: 'success', message: 'Saved' });
    store.hold(true);
    const later = store.notify({ type: 'info', message: 'Moved' });
    vi.advanceTimersByTime(NOTICE_MS.default * 10);
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['Saved', 'Moved']);
    store.dismiss(later);
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['Saved']);
    store.hold(false);
    vi.advanceTimersByTime(NOTICE_MS.default - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps the same snapshot until something changes, and tells subscribers of changes', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);
    store.notify({ type: 'info', message: 'One' });
    const withOne = store.getSnapshot();
    expect(withOne).not.toBe(empty);
    expect(store.getSnapshot()).toBe(withOne);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.notify({ type: 'info', message: 'Two' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps separate stores apart', () => {
    const a = createNotificationStore();
    const b = createNotificationStore();
    a.notify({ type: 'info', message: 'Only in a' });
    expect(messages(b)).toEqual([]);
  });
});

describe('notify and dismiss', () => {
  it('use the default store', () => {
    const id = notify({ type: 'success', message: 'Items moved successfully!' });
    expect(defaultNotificationStore.getSnapshot()).toMatchObject([
      { id, type: 'success', message: 'Items moved successfully!', timeout: 5000 },
    ]);
    dismiss(id);
    expect(defaultNotificationStore.getSnapshot()).toEqual([]);
  });

  it('stay for the default notice duration (NOTICE_MS, PRODUCT.md "Notices") unless told', () => {
    const store = createNotificationStore();
    store.notify({ type: 'info', message: 'Saved' });
    vi.advanceTimersByTime(NOTICE_MS.default - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });
});
