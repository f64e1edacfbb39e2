import { Button, ButtonLink, Card, Heading, Stack } from '@scaffold/ui';
import { newNotePath } from '../../../config/paths';
import { ItemUnitsList } from './ItemUnitsList';
import { OffHireList } from './OffHireList';
import * as styles from './SiteHire.css';
import { SiteHireNotes } from './SiteHireNotes';
import type { SiteHireView } from './site-hire-view';
import { WaitingNotes } from './WaitingNotes';
import type { WaitingNote } from './waiting-notes';

export interface SiteHireContentProps {
  view: SiteHireView;
  onOffHire: () => void;
  /** The site's notes signed on this device and not yet sent (none by default). */
  waiting?: readonly WaitingNote[];
}

/**
 * A site's hire: what is on hire, what is off-hired and not yet collected, its off-hires and its
 * notes, and those still waiting on this device; the notes to write next and the off-hire dialog.
 */
export function SiteHireContent({ view, onOffHire, waiting = [] }: SiteHireContentProps) {
  const names = new Map(
    [...view.onHire, ...view.offHiredNotCollected].map((line) => [line.item_id, line.name]),
  );
  const itemName = (id: number) => names.get(id) ?? `Item ${id}`;
  return (
    <Stack space="lg">
      <div className={styles.actions}>
        <ButtonLink href={newNotePath('delivery', view.site.id)}>New delivery note</ButtonLink>
        <ButtonLink variant="secondary" href={newNotePath('collection', view.site.id)}>
          New collection note
        </ButtonLink>
        <Button variant="secondary" onClick={onOffHire}>
          Off-hire
        </Button>
      </div>
      <div className={styles.sections}>
        <WaitingNotes notes={waiting} />
        <Card>
          <Stack space="md">
            <Heading level={2}>On hire</Heading>
            <ItemUnitsList units={view.onHire} empty="Nothing on hire here" />
          </Stack>
        </Card>
        <Card>
          <Stack space="md">
            <Heading level={2}>Off-hired, not yet collected</Heading>
            <ItemUnitsList
              units={view.offHiredNotCollected}
              empty="Nothing waiting for collection"
            />
          </Stack>
        </Card>
        <Card className={styles.wide}>
          <Stack space="md">
            <Heading level={2}>Notes</Heading>
            <SiteHireNotes notes={view.notes} />
          </Stack>
        </Card>
        <Card className={styles.wide}>
          <Stack space="md">
            <Heading level={2}>Off-hires</Heading>
            <OffHireList offHires={view.offHires} itemName={itemName} />
          </Stack>
        </Card>
      </div>
    </Stack>
  );
}
