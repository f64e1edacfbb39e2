import { isApiError } from '@scaffold/api-client';
import { formatDate, MESSAGES } from '@scaffold/domain';
import { Button, ButtonLink, EmptyState, Inline, LoadingState, Stack } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { inspectionsForSite, paths } from '../../../config/paths';
import { useReadContext } from '../../../data/reads/read-context';
import { inspectionDetailsRead } from '../inspections-reads';
import { InspectionReport } from './InspectionReport';
import * as styles from './InspectionReportPage.css';
import './report-print.css';

/** A CSS string: what the print margin boxes show at the top of every page. */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;

/**
 * /dashboard/inspections/:inspectionId/report: the written report of one inspection, to read,
 * print, or save as a PDF through the browser's printing.
 */
export function InspectionReportPage() {
  const { inspectionId } = useParams();
  const id = Number(inspectionId);
  const valid = Number.isInteger(id) && id > 0;
  // One inspection with its site and client: the same query as Inspection Details, so the report
  // opened from there reads nothing new.
  const details = useQuery({
    ...inspectionDetailsRead(useReadContext(), valid ? id : 0),
    enabled: valid,
  });
  // Another customer's inspection, or none, answers 403 (as a missing one): no such inspection.
  const missing = !valid || (isApiError(details.error) && details.error.status === 403);
  const found = details.data ?? null;
  const firmName = found?.customer?.name ?? '';
  const loading = valid && details.isPending;
  const failed = details.isError && !found && !missing;
  const shown = found !== null;

  const runningHead =
    shown && found
      ? `${found.site.name}, inspected ${formatDate(found.inspection.created_at)}`
      : null;
  useEffect(() => {
    if (!runningHead) return;
    const root = document.documentElement;
    const title = document.title;
    root.style.setProperty('--report-running-head', cssString(runningHead));
    // The title names the PDF a browser saves.
    document.title = `Inspection report: ${runningHead}`;
    return () => {
      root.style.removeProperty('--report-running-head');
      document.title = title;
    };
  }, [runningHead]);

  return (
    <Stack space="lg" className={styles.page}>
      <Inline space="sm" align="spaceBetween" alignY="center" className={styles.toolbar}>
        <ButtonLink
          variant="secondary"
          href={found ? inspectionsForSite(found.site.id) : paths.inspections}
        >
          Back to inspections
        </ButtonLink>
        {shown && <Button onClick={() => window.print()}>Print or save as PDF</Button>}
      </Inline>
      {loading && !failed && <LoadingState label="Loading the report..." />}
      {failed && (
        <EmptyState
          icon={null}
          title="The report could not be loaded."
          description={MESSAGES.fetchFailed}
          action={
            <Button
              variant="secondary"
              busy={details.isFetching}
              busyLabel="Retrying..."
              onClick={() => void details.refetch()}
            >
              Retry
            </Button>
          }
        />
      )}
      {missing && (
        <EmptyState
          title="No such inspection."
          description="It may belong to another customer, or the link is incomplete."
        />
      )}
      {shown && found && (
        <InspectionReport inspection={found.inspection} site={found.site} firmName={firmName} />
      )}
    </Stack>
  );
}
