import { ButtonLink, LoadingState, Modal } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { inspectionReportPath } from '../../../config/paths';
import { useReadContext } from '../../../data/reads/read-context';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { inspectionDetailsRead } from '../inspections-reads';
import { InspectionDetails } from './InspectionDetails';

export interface InspectionDetailsModalProps {
  /** The site's name (the modal's description); null while closed. */
  siteName: string | null;
  inspectionId: number | null;
  onClose: () => void;
}

/**
 * Inspection Details (PRODUCT.md "Inspection Details"): the inspection is read when it is opened (one record; its
 * photos and signatures as images by URL, read as they come into view). Escape or the close
 * button closes it.
 */
export function InspectionDetailsModal({
  siteName,
  inspectionId,
  onClose,
}: InspectionDetailsModalProps) {
  if (siteName === null || inspectionId === null) return null;
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title="Inspection Details"
      description={siteName}
      footer={
        // The written report of Schedule 7, on a page of its own to print or save as PDF.
        <ButtonLink variant="secondary" href={inspectionReportPath(inspectionId)}>
          Report
        </ButtonLink>
      }
    >
      <OneInspection inspectionId={inspectionId} />
    </Modal>
  );
}

function OneInspection({ inspectionId }: { inspectionId: number }) {
  const details = useQuery(inspectionDetailsRead(useReadContext(), inspectionId));
  if (details.data) return <InspectionDetails inspection={details.data.inspection} />;
  if (details.isError) {
    return (
      <LoadFailed
        title="This inspection could not be loaded."
        retrying={details.isFetching}
        onRetry={() => void details.refetch()}
      />
    );
  }
  return <LoadingState label="Loading the inspection..." />;
}
