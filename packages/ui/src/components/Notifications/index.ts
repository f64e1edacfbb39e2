export {
  NotificationHost,
  type NotificationHostProps,
  NotificationProvider,
  type NotificationProviderProps,
  useNotifications,
} from './NotificationHost';
export {
  clearNotifications,
  createNotificationStore,
  dismiss,
  holdNotifications,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationStore,
  type NotificationStoreOptions,
  type NotificationType,
  type NotifyOptions,
  notify,
} from './notificationStore';
