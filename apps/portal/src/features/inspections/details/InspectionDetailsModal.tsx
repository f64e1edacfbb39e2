import type { Inspection, Site } from '@scaffold/domain';
import { Modal } from '@scaffold/ui';
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
    <Modal open onClose={onClose} size="lg" title="Inspection Details" description={site.name}>
      <InspectionDetails inspection={inspection} />
    </Modal>
  );
}
