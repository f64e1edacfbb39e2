import { Button, DateText, Inline, Modal, Notice, Stack, StatusBadge, Text } from '@scaffold/ui';
import type { OutboxEntry } from '../../offline/outbox/outbox-entry';
import * as styles from './LogoutDialog.css';
import { LOGOUT_COPY } from './logout-copy';

/** Where the dialog is: choosing, sending (with progress), or confirming a discard. */
export type LogoutStep =
  | { kind: 'choose'; notAllSent?: boolean }
  | { kind: 'sending'; done: number; total: number }
  | { kind: 'confirm-discard' };

export interface LogoutDialogProps {
  /** The user's inspections still on this device, oldest first. */
  entries: readonly OutboxEntry[];
  step: LogoutStep;
  onSendNow: () => void;
  onKeep: () => void;
  onDiscard: () => void;
  onConfirmDiscard: () => void;
  onBack: () => void;
  /** Stay signed in: the logout is called off. */
  onClose: () => void;
}

/** Each inspection by its site and when it was saved, with its state. */
function EntryList({ entries }: { entries: readonly OutboxEntry[] }) {
  return (
    // Focusable: on a phone the dialog's body scrolls, and a keyboard must be able to scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access.
    <ul className={styles.list} tabIndex={0} aria-label="Inspections not sent yet">
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <Text weight="strong">{entry.siteName}</Text>
          <Text size="sm" tone="muted">
            Saved <DateText value={new Date(entry.savedAt)} withTime />
          </Text>
          <StatusBadge tone={entry.status === 'refused' ? 'danger' : 'info'}>
            {entry.status === 'refused' ? LOGOUT_COPY.refused : LOGOUT_COPY.waiting}
          </StatusBadge>
        </li>
      ))}
    </ul>
  );
}

/**
 * Logout with inspections on the device that have not reached the server: nothing leaves
 * silently. They are listed, and the person chooses: send them now (one round, its progress
 * shown; logged out once all went), keep them for their next sign-in on this device, or discard
 * them, named once more, after a confirmation.
 */
export function LogoutDialog({
  entries,
  step,
  onSendNow,
  onKeep,
  onDiscard,
  onConfirmDiscard,
  onBack,
  onClose,
}: LogoutDialogProps) {
  const sending = step.kind === 'sending';
  if (step.kind === 'confirm-discard') {
    return (
      <Modal
        open
        onClose={onBack}
        size="md"
        title={LOGOUT_COPY.discardTitle}
        closeLabel={LOGOUT_COPY.back}
        footer={
          <Inline space="sm" align="right">
            <Button variant="secondary" onClick={onBack}>
              {LOGOUT_COPY.back}
            </Button>
            <Button variant="danger" onClick={onConfirmDiscard}>
              {LOGOUT_COPY.discardConfirm(entries.length)}
            </Button>
          </Inline>
        }
      >
        <Stack space="md">
          <Text as="p">{LOGOUT_COPY.discardQuestion}</Text>
          <EntryList entries={entries} />
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal
      open
      onClose={sending ? () => undefined : onClose}
      size="md"
      title={LOGOUT_COPY.title}
      closeLabel={LOGOUT_COPY.stay}
      footer={
        <Stack space="sm" className={styles.actions}>
          <Button onClick={onSendNow} busy={sending} busyLabel="Sending..." fullWidth>
            {LOGOUT_COPY.sendNow}
          </Button>
          <Button variant="secondary" onClick={onKeep} disabled={sending} fullWidth>
            {LOGOUT_COPY.keep}
          </Button>
          <Button variant="ghost" onClick={onDiscard} disabled={sending} fullWidth>
            {LOGOUT_COPY.discard}
          </Button>
        </Stack>
      }
    >
      <Stack space="md">
        {step.kind === 'choose' && step.notAllSent ? (
          <Notice tone="warning">{LOGOUT_COPY.notAllSent(entries.length)}</Notice>
        ) : (
          <Text as="p">{LOGOUT_COPY.intro(entries.length)}</Text>
        )}
        <EntryList entries={entries} />
        {sending ? (
          <p role="status" className={styles.progress}>
            {LOGOUT_COPY.sending(step.done, step.total)}
          </p>
        ) : null}
        <Text as="p" size="sm" tone="muted">
          {LOGOUT_COPY.keepNote}
        </Text>
      </Stack>
    </Modal>
  );
}
