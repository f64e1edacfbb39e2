import {
  canInspect,
  type Id,
  LIFE_LABELS,
  MESSAGES,
  type Scaffold,
  tagStatusView,
} from '@scaffold/domain';
import {
  Button,
  DateText,
  LoadingState,
  TagSign,
  Text,
  TextLink,
  VisuallyHidden,
} from '@scaffold/ui';
import { tagStatusPath } from '../../../config/paths';
import { useKeptSiteScaffolds } from '../../../data/reads/scaffolds';
import { useApi } from '../../../services/services-context';
import * as styles from './SiteScaffoldRows.css';

/** The scaffold a '+ New inspection' is for: its id and tag number (the form's notice). */
export interface ScaffoldToInspect {
  id: Id;
  tag: string;
}

export interface SiteScaffoldRowsProps {
  site: { id: Id; name: string };
  onInspect: (scaffold: ScaffoldToInspect) => void;
}

/** The id of a site's scaffolds heading, for the list's name. */
const headingId = (siteId: Id) => `site-${siteId}-scaffolds`;

/**
 * An expanded site's scaffolds, a row each: tag number (its live status page), the
 * tag's sign in words and icon, last inspection, next due, and '+ New inspection' for one that
 * stands to be inspected. The same read as Site Management's (siteScaffoldsRead), asked only of a
 * server that keeps scaffolds: on a spec-only one the site's history is all there is.
 */
export function SiteScaffoldRows({ site, onInspect }: SiteScaffoldRowsProps) {
  const siteId = site.id;
  const { kept, list } = useKeptSiteScaffolds(useApi(), siteId);
  if (!kept) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId(siteId)}
      aria-busy={list.isFetching || undefined}
    >
      <h4 id={headingId(siteId)} className={styles.heading}>
        {/* Several sites may be open: each region's name is its own. */}
        Scaffolds<VisuallyHidden> of {site.name}</VisuallyHidden>
      </h4>
      {list.isPending && <LoadingState label="Loading scaffolds..." />}
      {/* One line, not a panel: offline, every site opened says it, above its history. */}
      {list.isError && !list.data && (
        <div className={styles.failed}>
          <Text size="sm" tone="danger" role="alert">
            This site's scaffolds could not be loaded.
          </Text>
          <Button
            variant="secondary"
            size="sm"
            busy={list.isFetching}
            busyLabel="Retrying..."
            onClick={() => void list.refetch()}
          >
            Retry<VisuallyHidden> the scaffolds</VisuallyHidden>
          </Button>
        </div>
      )}
      {list.data?.length === 0 && (
        <Text size="sm" tone="muted">
          No scaffolds on this site yet.
        </Text>
      )}
      {list.data && list.data.length > 0 && (
        <ul className={styles.list}>
          {list.data.map((scaffold) => (
            <ScaffoldRow key={scaffold.id} scaffold={scaffold} onInspect={onInspect} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ScaffoldRow({
  scaffold,
  onInspect,
}: {
  scaffold: Scaffold;
  onInspect: SiteScaffoldRowsProps['onInspect'];
}) {
  const view = tagStatusView(scaffold.status);
  return (
    <li className={styles.row} data-tag={scaffold.tag_number}>
      <span className={styles.tag}>
        <TextLink href={tagStatusPath(scaffold.tag_code)}>
          <VisuallyHidden>Tag </VisuallyHidden>
          {scaffold.tag_number}
        </TextLink>
        <Text size="sm" tone="muted">
          {LIFE_LABELS[scaffold.life]}
        </Text>
      </span>
      <TagSign
        className={styles.sign}
        colour={scaffold.status.colour}
        words={view.words}
        detail={view.reason}
        data-status={scaffold.status.colour}
      />
      <span className={styles.lastDate}>
        <Text variant="eyebrow">Last Inspection</Text>
        <DateText value={scaffold.last_check?.at ?? null} fallback={MESSAGES.neverInspected} />
      </span>
      <span className={styles.nextDate}>
        <Text variant="eyebrow">Next Due</Text>
        <DateText value={scaffold.next_due} fallback={MESSAGES.notScheduled} />
      </span>
      {canInspect(scaffold.life) && (
        <span className={styles.action}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onInspect({ id: scaffold.id, tag: scaffold.tag_number })}
          >
            + New inspection<VisuallyHidden> of {scaffold.tag_number}</VisuallyHidden>
          </Button>
        </span>
      )}
    </li>
  );
}
