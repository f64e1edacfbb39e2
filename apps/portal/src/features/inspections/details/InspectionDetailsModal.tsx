import type { Inspection, Site } from '@scaffold/domain';
import { ButtonLink, Modal } from '@scaffold/ui';
import { inspectionReportPath } from '../../../config/paths';
import { InspectionDetails } from './InspectionDetails';

export interface InspectionDetailsModalProps {
  site: Site | null;
  inspection: Inspection | null;
  onClose: () => void;
}

/** Inspection Details (SPEC section 2); Escape or the close button closes it. */
export function InspectionDetailsModal({ site, inspection, onClose }: InspectionDetailsModalProps) {
  if (!site || !inspection) return null;
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title="Inspection Details"
      description={site.name}
      footer={
        // The written report of Schedule 7, on a page of its own to print or save as PDF.
        <ButtonLink variant="secondary" href={inspectionReportPath(inspection.id)}>
          Report
        </ButtonLink>
      }
    >
      <InspectionDetails inspection={inspection} />
    </Modal>
  );
}
