// The notification store: plain TypeScript (no DOM, no React) so it is unit-tested in Node and
// read by React through `useSyncExternalStore`.
import { NOTICE_MS } from '@scaffold/domain';

export const NOTIFICATION_TYPES = ['error', 'success', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotifyOptions {
  type: NotificationType;
  message: string;
  /** Milliseconds before it closes by itself; `Infinity` (or 0) keeps it until it is closed. */
  timeout?: number;
}

export interface Notification {
  id: string;
  type: NotificationType;
  message: string;
  timeout: number;
}

export interface NotificationStore {
  /** Shows a message and returns its id. A message already on screen is not repeated: it is
   * updated and its timer starts again, and its id is returned. */
  notify(options: NotifyOptions): string;
  /** Closes one notification; an unknown id is ignored. */
  dismiss(id: string): void;
  /** Closes every notification (e.g. on logout). */
  clear(): void;
  /**
   * While held, no notification closes by itself (closing one by hand still does); let go, each
   * on screen starts its timeout again. For stories: a screenshot of a notice must not race its
   * timeout on a busy machine.
   */
  hold(held: boolean): void;
  /** The notifications on screen, oldest first; the same array until something changes. */
  getSnapshot(): readonly Notification[];
  subscribe(listener: () => void): () => void;
}

export interface NotificationStoreOptions {
  /** Timeout of a notification that gives none (default 5000 ms). */
  defaultTimeout?: number;
}

export function createNotificationStore({
  defaultTimeout = NOTICE_MS.default,
}: NotificationStoreOptions = {}): NotificationStore {
  let notifications: readonly Notification[] = [];
  let nextId = 1;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let held = false;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const stopTimer = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };

  const startTimer = (id: string, timeout: number) => {
    stopTimer(id);
    if (held || !Number.isFinite(timeout) || timeout <= 0) return;
    timers.set(
      id,
      setTimeout(() => dismiss(id), timeout),
    );
  };

  function dismiss(id: string) {
    if (!notifications.some((notification) => notification.id === id)) return;
    stopTimer(id);
    notifications = notifications.filter((notification) => notification.id !== id);
    emit();
  }

  return {
    notify({ type, message, timeout = defaultTimeout }) {
      const shown = notifications.find((notification) => notification.message === message);
      const id = shown?.id ?? `notification-${nextId++}`;
      const notification: Notification = { id, type, message, timeout };
      notifications = shown
        ? notifications.map((current) => (current.id === id ? notification : current))
        : [...notifications, notification];
      startTimer(id, timeout);
      emit();
      return id;
    },
    dismiss,
    clear() {
      if (notifications.length === 0) return;
      for (const id of timers.keys()) stopTimer(id);
      notifications = [];
      emit();
    },
    hold(next) {
      held = next;
      for (const notification of notifications) {
        if (held) stopTimer(notification.id);
        else startTimer(notification.id, notification.timeout);
      }
    },
    getSnapshot: () => notifications,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's store: what `notify` and `dismiss` use and `<NotificationHost />` shows. */
export const defaultNotificationStore = createNotificationStore();

/** Shows an app-wide message: `notify({ type: 'success', message: 'Items moved successfully!' })`. */
export const notify = (options: NotifyOptions): string => defaultNotificationStore.notify(options);

/** Closes a notification by the id `notify` returned. */
export const dismiss = (id: string): void => defaultNotificationStore.dismiss(id);

/** Closes every notification of the app-wide store (on logout; between stories and tests). */
export const clearNotifications = (): void => defaultNotificationStore.clear();

/** Holds (or lets go) the app-wide store's timeouts: stories keep a notice for their screenshot. */
export const holdNotifications = (held: boolean): void => defaultNotificationStore.hold(held);
