import { formatUnits, type MoveDestinationSite, type MoveFormOutput } from '@scaffold/domain';
import { Button, Modal, Stack, Text } from '@scaffold/ui';
import * as styles from './MoveFlow.css';
import { destinationLabel } from './move-options';
import type { MoveSource } from './move-source';

export interface ConfirmMoveModalProps {
  source: MoveSource;
  destinations: readonly MoveDestinationSite[];
  move: MoveFormOutput;
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** 'Confirm Move': what goes where, before anything is sent. */
export function ConfirmMoveModal({
  source,
  destinations,
  move,
  sending,
  onBack,
  onConfirm,
}: ConfirmMoveModalProps) {
  const to = destinationLabel(destinations, move);
  return (
    <Modal
      open
      title="Confirm Move"
      size="sm"
      onClose={sending ? () => undefined : onBack}
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={sending}>
            Back
          </Button>
          <Button onClick={onConfirm} busy={sending} busyLabel="Moving...">
            Confirm Move
          </Button>
        </>
      }
    >
      <Stack space="md">
        <Text as="p">
          Move{' '}
          <strong>
            {formatUnits(move.quantity)} × {source.itemName}
          </strong>
          ?
        </Text>
        <dl className={styles.summary}>
          <div className={styles.summaryRow}>
            <dt className={styles.summaryLabel}>From</dt>
            <dd className={styles.summaryValue}>
              {source.siteName}
              <span className={styles.summaryPlace}>{source.fromPlace}</span>
            </dd>
          </div>
          <div className={styles.summaryRow}>
            <dt className={styles.summaryLabel}>To</dt>
            <dd className={styles.summaryValue}>
              {to.site}
              <span className={styles.summaryPlace}>{to.place}</span>
            </dd>
          </div>
        </dl>
      </Stack>
    </Modal>
  );
}
