import {
  canInspect,
  formatDateTime,
  keptTagStatus,
  LIFE_LABELS,
  type PublicTag,
  TAG_COLOUR_VIEWS,
} from '@scaffold/domain';
import {
  Button,
  ButtonLink,
  EmptyState,
  LoadingState,
  Notice,
  TagSign,
  TextLink,
  VisuallyHidden,
} from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { siteScaffoldsPath } from '../../../config/paths';
import { useApi, useNow } from '../../../services/services-context';
import { authStateAtom } from '../../../session/session-atoms';
import { inspectionForScaffold } from '../scaffold-paths';
import { scaffoldByTagRead, tagStatusRead } from '../scaffold-queries';
import { problemMessage, statusOf } from '../shared/api-problem';
import * as styles from '../shared/public-page.css';
import { ScaffoldFacts } from '../shared/ScaffoldFacts';
import { ScaffoldHistory } from '../shared/ScaffoldHistory';
import { SCAFFOLDS_COPY } from '../shared/scaffolds-copy';
import { TagStatusSign } from '../shared/TagStatusSign';

const lastCheck = (tag: PublicTag) => {
  const check = tag.last_check;
  if (!check) return 'None yet';
  const who = [check.by_name, check.by_position].filter(Boolean).join(', ');
  return who ? `${formatDateTime(check.at)} by ${who}` : formatDateTime(check.at);
};

const nextDue = (tag: PublicTag) => {
  if (tag.next_due) return formatDateTime(tag.next_due);
  return tag.life === 'erecting' ? 'After its handover' : 'None: not in use';
};

/**
 * /t/:code, the page behind a tag's QR code: anyone, no account, read-only. The tag's number,
 * its site, what the scaffold is and may be used for, its status in words, icon and colour,
 * the last inspection (when, by whom) and when the next is due; nothing else. A user of the
 * scaffold's firm, signed in, also sees its history and can start an inspection. With no
 * connection the page shows the status last read on this device, and when.
 */
export function TagStatusScreen() {
  const { code = '' } = useParams();
  const api = useApi();
  const getNow = useNow();
  const signedIn = Boolean(useAtomValue(authStateAtom)?.access);
  const reading = useQuery(tagStatusRead(api, getNow, code));
  const answer = reading.data?.answer;
  const live = answer?.state === 'live' ? answer.tag : null;
  const details = useQuery(
    scaffoldByTagRead(api, code, signedIn && live !== null && !reading.data?.keptFrom),
  );
  const keptFrom = reading.data?.keptFrom ?? null;

  return (
    <main className={styles.page}>
      <div className={styles.column}>
        {reading.status !== 'success' && <VisuallyHidden as="h1">Scaffold tag</VisuallyHidden>}
        {reading.status === 'pending' && <LoadingState label="Reading the tag..." />}
        {reading.status === 'error' &&
          (statusOf(reading.error) === 404 ? (
            <EmptyState title={SCAFFOLDS_COPY.notATag} description={SCAFFOLDS_COPY.notATagText} />
          ) : (
            <EmptyState
              icon={null}
              title={SCAFFOLDS_COPY.statusFailed}
              description={problemMessage(reading.error)}
              action={
                <Button
                  variant="secondary"
                  busy={reading.isRefetching}
                  busyLabel="Retrying..."
                  onClick={() => void reading.refetch()}
                >
                  Retry
                </Button>
              }
            />
          ))}
        {answer?.state === 'replaced' && (
          <>
            <h1 className={styles.heading}>Scaffold tag</h1>
            <TagSign
              size="lg"
              colour="red"
              words={SCAFFOLDS_COPY.replacedTitle}
              detail={SCAFFOLDS_COPY.replacedText}
            />
          </>
        )}
        {live && (
          <>
            <div className={styles.titleBlock}>
              <h1 className={styles.heading}>Scaffold tag {live.tag_number}</h1>
              <p className={styles.lead}>
                {[live.site_name, live.location].filter(Boolean).join(', ')}
              </p>
            </div>
            {keptFrom && <Notice tone="warning">{SCAFFOLDS_COPY.offlineNote(keptFrom)}</Notice>}
            <TagStatusSign
              size="lg"
              status={keptFrom ? keptTagStatus(live.status, live.next_due, getNow()) : live.status}
            />
            <section className={styles.panel} aria-labelledby="tag-scaffold">
              <h2 id="tag-scaffold" className={styles.panelTitle}>
                The scaffold
              </h2>
              <ScaffoldFacts
                scaffold={live}
                extra={[
                  { term: 'Stage', description: LIFE_LABELS[live.life] },
                  { term: 'Last inspection', description: lastCheck(live) },
                  { term: 'Next inspection due', description: nextDue(live) },
                ]}
              />
              <p className={styles.footnote}>
                {TAG_COLOUR_VIEWS[live.status.colour].name}, status read{' '}
                {formatDateTime(keptFrom ?? answer?.read_at ?? getNow())}.
              </p>
            </section>
            {details.status === 'pending' && signedIn && !keptFrom && (
              <LoadingState label="Loading its record..." />
            )}
            {details.data && (
              <section className={styles.panel} aria-labelledby="tag-record">
                <h2 id="tag-record" className={styles.panelTitle}>
                  Record for your firm
                </h2>
                <div className={styles.actions}>
                  {canInspect(details.data.scaffold.life) && (
                    <ButtonLink
                      href={inspectionForScaffold(details.data.site.id, details.data.scaffold)}
                    >
                      + New inspection
                    </ButtonLink>
                  )}
                  <TextLink href={siteScaffoldsPath(details.data.site.id)}>
                    All scaffolds on {details.data.site.name}
                  </TextLink>
                </div>
                <ScaffoldHistory details={details.data} />
              </section>
            )}
          </>
        )}
      </div>
    </main>
  );
}
