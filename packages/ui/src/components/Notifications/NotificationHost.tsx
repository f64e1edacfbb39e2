import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../lib/cx';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from '../../lib/icons';
import { modalLayers } from '../../lib/modalLayers';
import * as styles from './NotificationHost.css';
import {
  defaultNotificationStore,
  type Notification,
  type NotificationStore,
} from './notificationStore';

const NotificationStoreContext = createContext<NotificationStore>(defaultNotificationStore);

export interface NotificationProviderProps {
  store: NotificationStore;
  children: ReactNode;
}

/** Points every `NotificationHost` below it at `store` (an isolated store for tests and stories). */
export function NotificationProvider({ store, children }: NotificationProviderProps) {
  return (
    <NotificationStoreContext.Provider value={store}>{children}</NotificationStoreContext.Provider>
  );
}

/** The notifications on screen, from `store`, else the provider's, else the app's store. */
export function useNotifications(store?: NotificationStore): readonly Notification[] {
  const fromContext = useContext(NotificationStoreContext);
  const source = store ?? fromContext;
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}

const ICONS = { error: AlertIcon, success: SuccessIcon, info: InfoIcon } as const;

export interface NotificationHostProps {
  /** The store to show; defaults to the provider's store, else the one `notify` uses. */
  store?: NotificationStore;
  /** Accessible name of each close button. */
  closeLabel?: string;
  /** Name of the notifications landmark. */
  label?: string;
}

/**
 * Shows the app-wide messages sent with `notify`: top right on wide screens, across the top on
 * phones. Errors sit in an assertive live region, the rest in a polite one; both are in the page
 * before any message arrives, so screen readers announce each message as it is added. While a
 * modal is open the messages render inside it, so they stay readable and closable.
 */
export function NotificationHost({
  store,
  closeLabel = 'Close notification',
  label = 'Notifications',
}: NotificationHostProps) {
  const fromContext = useContext(NotificationStoreContext);
  const source = store ?? fromContext;
  const notifications = useNotifications(source);
  const modalLayer = useSyncExternalStore(modalLayers.subscribe, modalLayers.top, () => null);

  const renderToast = (notification: Notification) => {
    const Icon = ICONS[notification.type];
    return (
      <div
        key={notification.id}
        className={cx(styles.toast, styles.tone[notification.type])}
        data-type={notification.type}
      >
        <Icon size={20} className={styles.icon[notification.type]} />
        <p className={styles.message}>{notification.message}</p>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={closeLabel}
          onClick={() => source.dismiss(notification.id)}
        >
          <CloseIcon size={18} />
        </button>
      </div>
    );
  };

  const errors = notifications.filter((notification) => notification.type === 'error');
  const others = notifications.filter((notification) => notification.type !== 'error');

  const host = (
    <section className={styles.host} aria-label={label}>
      <div className={styles.region} role="alert" aria-live="assertive">
        {errors.map(renderToast)}
      </div>
      <div className={styles.region} role="status" aria-live="polite">
        {others.map(renderToast)}
      </div>
    </section>
  );

  return modalLayer ? createPortal(host, modalLayer) : host;
}
