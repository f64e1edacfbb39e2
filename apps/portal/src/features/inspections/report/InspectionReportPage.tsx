import { formatDate, MESSAGES } from '@scaffold/domain';
import { Button, ButtonLink, EmptyState, Inline, LoadingState, Stack } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { inspectionsForSite, paths } from '../../../config/paths';
import { customerDataRead } from '../../../lib/reads/customer';
import { useApi } from '../../../lib/services/services-context';
import { authStateAtom } from '../../../lib/session/session-atoms';
import { customerInspectionsRead } from '../inspections-reads';
import { findInspection } from './find-inspection';
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
  const api = useApi();
  const customerId = useAtomValue(authStateAtom)?.customer_id ?? null;
  // The inspections with their sites and clients (the same entry of the query cache as the
  // Inspections screen's: opened from there, the report reads nothing new); the customer tree
  // for the firm's name.
  const inspections = useQuery({
    ...customerInspectionsRead(api, customerId ?? 0),
    enabled: customerId !== null,
  });
  const customerData = useQuery(customerDataRead(api));
  const id = Number(inspectionId);
  const found =
    inspections.data && Number.isInteger(id) ? findInspection(inspections.data.sites, id) : null;
  const firmName =
    customerData.data?.customers.find((customer) => customer.id === customerId)?.name ?? '';
  const loading = inspections.isPending || customerData.isPending;
  const failed =
    (inspections.isError && !inspections.data) || (customerData.isError && !customerData.data);
  const shown = found !== null && !loading && !failed;

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
              busy={inspections.isFetching || customerData.isFetching}
              busyLabel="Retrying..."
              onClick={() => void Promise.all([inspections.refetch(), customerData.refetch()])}
            >
              Retry
            </Button>
          }
        />
      )}
      {!loading && !failed && !found && (
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
