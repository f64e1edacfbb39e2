import type { ComponentSystem, Inspection, Site } from '@scaffold/domain';
import { Button, Modal, Notice } from '@scaffold/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { INSPECTIONS_COPY } from '../inspections-copy';
import { NewInspectionForm } from './NewInspectionForm';
import * as styles from './NewInspectionForm.css';
import { useComponentSystems } from './use-component-systems';
import { useNewInspectionForm } from './use-new-inspection-form';

export interface NewInspectionModalProps {
  /** The site to inspect; null while closed. */
  site: Site | null;
  /** From the customer's inspections answer; fetched separately when missing. */
  componentSystems: readonly ComponentSystem[] | undefined;
  onClose: () => void;
  onSaved: (site: Site, inspection: Inspection | null) => void;
}

/** '+ New' → 'New Inspection for {site}' (SPEC section 2). Escape closes it; the draft stays. */
export function NewInspectionModal({ site, ...props }: NewInspectionModalProps) {
  // A fresh form per site: each site has its own draft.
  return site ? <NewInspectionDialog key={site.id} site={site} {...props} /> : null;
}

function NewInspectionDialog({
  site,
  componentSystems: fromInspections,
  onClose,
  onSaved,
}: NewInspectionModalProps & { site: Site }) {
  const formId = `new-inspection-${useId()}`;
  const componentSystems = useComponentSystems(fromInspections);
  const state = useNewInspectionForm(site, componentSystems, (inspection) =>
    onSaved(site, inspection),
  );
  const { formAlert, draftStatus, draftRestored, discardDraft, form } = state;
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const hasDraft = draftRestored || draftStatus === 'saved' || draftStatus === 'failed';
  const saveButton = useRef<HTMLButtonElement>(null);
  // Save is disabled while it runs, which drops focus; after a failure put it back there, unless
  // the form moved it to the first field to fix.
  useEffect(() => {
    if (!formAlert) return;
    const active = document.activeElement;
    if (!active || active === document.body) saveButton.current?.focus();
  }, [formAlert]);
  const draftNote =
    draftStatus === 'failed'
      ? INSPECTIONS_COPY.draftNotKept
      : draftStatus === 'saved'
        ? INSPECTIONS_COPY.draftSaved
        : null;
  return (
    <Modal
      open
      onClose={onClose}
      size="full"
      title={`New Inspection for ${site.name}`}
      footer={
        <div className={styles.footer}>
          {formAlert ? (
            <Notice tone="danger" className={styles.footerAlert}>
              {formAlert}
            </Notice>
          ) : (
            draftNote && <p className={styles.draftNote}>{draftNote}</p>
          )}
          <div className={styles.footerButtons}>
            {hasDraft && (
              <Button
                variant="ghost"
                className={styles.discardButton}
                onClick={() => setConfirmingDiscard(true)}
              >
                {INSPECTIONS_COPY.discardDraft}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              ref={saveButton}
              type="submit"
              form={formId}
              busy={form.formState.isSubmitting}
              busyLabel="Saving..."
            >
              Save inspection
            </Button>
          </div>
        </div>
      }
    >
      <NewInspectionForm id={formId} state={state} componentSystems={componentSystems} />
      <Modal
        open={confirmingDiscard}
        onClose={() => setConfirmingDiscard(false)}
        size="sm"
        title={INSPECTIONS_COPY.discardTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingDiscard(false)}>
              {INSPECTIONS_COPY.keepEditing}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                discardDraft();
                setConfirmingDiscard(false);
              }}
            >
              {INSPECTIONS_COPY.discardDraft}
            </Button>
          </>
        }
      >
        <p className={styles.confirmText}>{INSPECTIONS_COPY.discardQuestion}</p>
      </Modal>
    </Modal>
  );
}
