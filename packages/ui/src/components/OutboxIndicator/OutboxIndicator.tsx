import { CheckIcon } from '../../icons/line-icons';
import { cx } from '../../lib/cx';
import { Icon } from '../../lib/icon';
import { AlertIcon } from '../../lib/icons';
import { type LinkComponent, useLinkComponent } from '../../lib/Link';
import * as styles from './OutboxIndicator.css';

export interface OutboxIndicatorProps {
  /** Items waiting to be sent (saved on the device with no connection). */
  waiting: number;
  /** Items the server refused, waiting for the user to correct or discard them. */
  refused: number;
  /** One is being sent right now. */
  sending?: boolean;
  /** Everything just went through: shown for a moment once nothing waits. */
  sent?: boolean;
  /** The browser knows it has no network. */
  offline?: boolean;
  /**
   * The browser has not agreed to keep the device's storage (`navigator.storage.persist()`
   * refused): items waiting may be cleared, as Safari does after 7 days without a visit.
   */
  storageAtRisk?: boolean;
  /** Where the items are shown (the screen listing them). */
  href: string;
  linkComponent?: LinkComponent;
}

type State = keyof typeof styles.tone;

/** What the indicator says and how it looks, from the counts; null when there is nothing to say. */
export function outboxIndicatorText({
  waiting,
  refused,
  sending = false,
  sent = false,
  offline = false,
  storageAtRisk = false,
}: Omit<OutboxIndicatorProps, 'href' | 'linkComponent'>): { state: State; text: string } | null {
  const waitingText = sending ? `${waiting} sending…` : `${waiting} waiting to send`;
  const refusedText = `${refused} not accepted`;
  // What a browser that may clear them means for the person holding the device.
  const atRisk = (text: string) => (storageAtRisk ? `${text}: send within 7 days` : text);
  if (refused > 0) {
    return {
      state: 'refused',
      text: atRisk(waiting > 0 ? `${waitingText}, ${refusedText}` : refusedText),
    };
  }
  if (waiting > 0) {
    if (sending) return { state: 'sending', text: atRisk(waitingText) };
    return { state: 'waiting', text: atRisk(offline ? `Offline: ${waitingText}` : waitingText) };
  }
  if (offline) return { state: 'offline', text: 'Offline' };
  if (sent) return { state: 'sent', text: 'All sent' };
  return null;
}

// Only this component draws these two: they stay out of the shared icons (loaded by /login).
const UploadIcon = ({ className }: { size?: number; className?: string }) => (
  <Icon size={18} className={className}>
    <path d="M16 16l-4-4-4 4M12 12v9" />
    <path d="M20.39 18.39A5 5 0 0 0 18 9h-1.26A8 8 0 1 0 3 16.3" />
  </Icon>
);

const CloudOffIcon = ({ className }: { size?: number; className?: string }) => (
  <Icon size={18} className={className}>
    <path d="M22.61 16.95A5 5 0 0 0 18 10h-1.26a8 8 0 0 0-7.05-6M5 5a8 8 0 0 0 4 15h9a5 5 0 0 0 1.7-.3" />
    <path d="m1 1 22 22" />
  </Icon>
);

/** The longer word on a browser that has not agreed to keep the device's storage. */
export const STORAGE_AT_RISK =
  'This browser has not agreed to keep what is saved on this device: it may delete it if the portal is not opened for 7 days. Send waiting items within 7 days.';

const ICONS = {
  waiting: UploadIcon,
  sending: UploadIcon,
  refused: AlertIcon,
  sent: CheckIcon,
  offline: CloudOffIcon,
} as const;

/**
 * The top bar's word on what is kept on the device: how many items wait to be sent, how many
 * the server refused, that the browser is offline, or, for a moment, that all went through.
 * A link to where the items are listed. On phones it shows its icon and the count; the words
 * stay in its accessible name. Renders nothing while there is nothing to say.
 */
export function OutboxIndicator({ href, linkComponent, ...counts }: OutboxIndicatorProps) {
  const Link = useLinkComponent(linkComponent);
  const shown = outboxIndicatorText(counts);
  if (!shown) return null;
  const count = counts.waiting + counts.refused;
  const Icon = counts.storageAtRisk && count > 0 ? AlertIcon : ICONS[shown.state];
  return (
    <Link
      href={href}
      className={cx(styles.indicator, styles.tone[shown.state])}
      title={counts.storageAtRisk && count > 0 ? STORAGE_AT_RISK : undefined}
    >
      <Icon size={18} className={shown.state === 'sending' ? styles.pulse : undefined} />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
      <span className={styles.text}>{shown.text}</span>
    </Link>
  );
}
