import {
  canHandOver,
  canInspect,
  formatDateTime,
  LIFE_LABELS,
  LIFE_MOVE_LABELS,
  manualLifeMoves,
  type Scaffold,
  type ScaffoldLife,
  type Site,
} from '@scaffold/domain';
import { Button, ButtonLink, Disclosure, LoadingState, Notice, notify } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useReadContext } from '../../../data/reads/read-context';
import { LoadFailed } from '../../../screen-parts/load-failed';
import {
  handoverPath,
  inspectionForScaffold,
  tagSheetPath,
  tagStatusPath,
} from '../scaffold-paths';
import { scaffoldDetailsRead, useScaffoldWrites } from '../scaffold-queries';
import { problemMessage } from '../shared/api-problem';
import { ScaffoldHistory } from '../shared/ScaffoldHistory';
import { SCAFFOLDS_COPY } from '../shared/scaffolds-copy';
import { TagStatusSign } from '../shared/TagStatusSign';
import { SigningLinks } from './SigningLinks';
import * as styles from './SiteScaffoldsScreen.css';

/** 'Sublocation › Subarea' of a scaffold on its site. */
function placeOf(scaffold: Scaffold, site: Pick<Site, 'sublocations'> | null): string | null {
  const sublocation = site?.sublocations.find((entry) => entry.id === scaffold.sublocation_id);
  if (!sublocation) return null;
  const subarea = sublocation.subareas.find((entry) => entry.id === scaffold.subarea_id);
  return subarea ? `${sublocation.name} › ${subarea.name}` : sublocation.name;
}

/** The record and signing links of a scaffold, read when its row is opened. */
function ScaffoldRecord({ scaffoldId, onChanged }: { scaffoldId: number; onChanged: () => void }) {
  const details = useQuery(scaffoldDetailsRead(useReadContext(), scaffoldId));
  if (details.status === 'pending') return <LoadingState label="Loading its record..." />;
  if (details.status === 'error') {
    return (
      <LoadFailed
        title="Its record could not be loaded."
        retrying={details.isRefetching}
        onRetry={() => void details.refetch()}
      />
    );
  }
  return (
    <div className={styles.record}>
      <h4 className={styles.recordTitle}>Signing links</h4>
      <SigningLinks
        details={details.data}
        onChanged={() => {
          void details.refetch();
          onChanged();
        }}
      />
      <h4 className={styles.recordTitle}>Record</h4>
      <ScaffoldHistory details={details.data} />
    </div>
  );
}

export interface ScaffoldCardProps {
  scaffold: Scaffold;
  site: Pick<Site, 'sublocations'> | null;
  /** A write changed the scaffold: read the list again. */
  onChanged: (scaffold?: Scaffold) => void;
  onReprint: (scaffold: Scaffold) => void;
}

/** One scaffold of the site: its tag, where it stands in its life, and what can be done next. */
export function ScaffoldCard({ scaffold, site, onChanged, onReprint }: ScaffoldCardProps) {
  const writes = useScaffoldWrites();
  const [moving, setMoving] = useState<ScaffoldLife | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const place = placeOf(scaffold, site);

  const move = async (life: ScaffoldLife) => {
    setMoving(life);
    setFailure(null);
    try {
      const updated = await writes.changeLife(scaffold.id, {
        life: life as 'in_use' | 'altered' | 'dismantling' | 'struck',
      });
      notify({
        type: 'success',
        message: `Tag ${scaffold.tag_number}: ${LIFE_LABELS[life].toLowerCase()}.`,
      });
      onChanged(updated);
    } catch (error) {
      setFailure(problemMessage(error));
    } finally {
      setMoving(null);
    }
  };

  return (
    <li className={styles.card} aria-labelledby={`scaffold-${scaffold.id}`}>
      <div className={styles.cardHead}>
        <div className={styles.cardTitleBlock}>
          <h2 id={`scaffold-${scaffold.id}`} className={styles.cardTitle}>
            Tag {scaffold.tag_number}
          </h2>
          <p className={styles.muted}>
            {scaffold.description}
            {place ? `, ${place}` : ''}
          </p>
        </div>
        <TagStatusSign status={scaffold.status} withReason />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Stage</dt>
          <dd>{LIFE_LABELS[scaffold.life]}</dd>
        </div>
        <div>
          <dt>Last inspection</dt>
          <dd>{scaffold.last_check ? formatDateTime(scaffold.last_check.at) : 'None yet'}</dd>
        </div>
        <div>
          <dt>Next due</dt>
          <dd>{scaffold.next_due ? formatDateTime(scaffold.next_due) : 'Not scheduled'}</dd>
        </div>
        {scaffold.awaiting_client_signature && (
          <div>
            <dt>Client</dt>
            <dd>{SCAFFOLDS_COPY.awaitingClient}</dd>
          </div>
        )}
      </dl>
      <div className={styles.cardActions}>
        {canHandOver(scaffold.life) && (
          <ButtonLink size="sm" href={handoverPath(scaffold.id)}>
            Record handover
          </ButtonLink>
        )}
        {canInspect(scaffold.life) && (
          <ButtonLink
            size="sm"
            variant="secondary"
            href={inspectionForScaffold(scaffold.site_id, scaffold)}
          >
            + New inspection
          </ButtonLink>
        )}
        {manualLifeMoves(scaffold.life).map((life) => (
          <Button
            key={life}
            size="sm"
            variant="secondary"
            busy={moving === life}
            busyLabel="Saving..."
            onClick={() => void move(life)}
          >
            {LIFE_MOVE_LABELS[life]}
          </Button>
        ))}
        {scaffold.life !== 'struck' && (
          <>
            <ButtonLink
              size="sm"
              variant="ghost"
              href={tagSheetPath(scaffold.site_id, scaffold.id)}
            >
              Print tag
            </ButtonLink>
            <Button size="sm" variant="ghost" onClick={() => onReprint(scaffold)}>
              Reprint tag
            </Button>
          </>
        )}
        <ButtonLink size="sm" variant="ghost" href={tagStatusPath(scaffold.tag_code)}>
          Open tag page
        </ButtonLink>
      </div>
      {failure && <Notice tone="danger">{failure}</Notice>}
      <Disclosure
        variant="row"
        headingLevel={3}
        summary={`Record and signing links of tag ${scaffold.tag_number}`}
      >
        <ScaffoldRecord scaffoldId={scaffold.id} onChanged={() => onChanged()} />
      </Disclosure>
    </li>
  );
}
