import { formatDate } from '@scaffold/domain';
import { Button, ButtonLink, EmptyState, Inline, Stack } from '@scaffold/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { inspectionsForSite, paths } from '../../../config/paths';
import { CustomerDataStatus } from '../../../lib/customer-data-status';
import { useCustomerData } from '../../../lib/use-customer-data';
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
  const customerData = useCustomerData();
  const id = Number(inspectionId);
  const found =
    customerData.data && Number.isInteger(id)
      ? findInspection(customerData.data.customers, id)
      : null;

  const runningHead = found
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
        {found && <Button onClick={() => window.print()}>Print or save as PDF</Button>}
      </Inline>
      <CustomerDataStatus
        customerData={customerData}
        loadingLabel="Loading the report..."
        errorTitle="The report could not be loaded."
      />
      {customerData.status === 'success' && !found && (
        <EmptyState
          title="No such inspection."
          description="It may belong to another customer, or the link is incomplete."
        />
      )}
      {found && (
        <InspectionReport
          inspection={found.inspection}
          site={found.site}
          firmName={found.firmName}
        />
      )}
    </Stack>
  );
}
