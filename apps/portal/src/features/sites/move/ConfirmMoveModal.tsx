import { formatUnits, type MoveDestinationSite, type MoveFormOutput } from '@scaffold/domain';
import { Button, DescriptionList, Modal, Stack, Text } from '@scaffold/ui';
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
        <DescriptionList
          className={styles.summary}
          minColumnWidth="lg"
          items={[
            {
              term: 'From',
              description: <Place site={source.siteName} place={source.fromPlace} />,
            },
            { term: 'To', description: <Place site={to.site} place={to.place} /> },
          ]}
        />
      </Stack>
    </Modal>
  );
}

/** A site in bold, the place on it (sublocation › subarea) under it. */
function Place({ site, place }: { site: string; place: string }) {
  return (
    <span className={styles.summaryValue}>
      {site}
      <span className={styles.summaryPlace}>{place}</span>
    </span>
  );
}
