import type { ComponentSystem, NewInspectionFormValues, Site } from '@scaffold/domain';
import { Button, LoadingState, Modal, Notice, notify } from '@scaffold/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useOwner } from '../../../lib/offline/owner';
import { queuedValues } from '../../../lib/outbox/outbox-actions';
import { OUTBOX_COPY } from '../../../lib/outbox/outbox-copy';
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry';
import { INSPECTIONS_COPY } from '../inspections-copy';
import { NewInspectionForm } from './NewInspectionForm';
import * as styles from './NewInspectionForm.css';
import { useComponentSystems } from './use-component-systems';
import { type Correction, type SaveResult, useNewInspectionForm } from './use-new-inspection-form';

export interface NewInspectionModalProps {
  /** The site to inspect; null while closed. */
  site: Site | null;
  /** From the customer's inspections answer; fetched separately when missing. */
  componentSystems: readonly ComponentSystem[] | undefined;
  /** A refused inspection of the outbox to correct and send again, instead of the draft. */
  correcting?: OutboxEntry | null;
  onClose: () => void;
  /** Saved on the server, or kept in the outbox to be sent when the connection returns. */
  onSaved: (site: Site, result: SaveResult) => void;
  /** Issue 30: the scaffold of the site to inspect (a deep link from its tag or the site). */
  scaffold?: { id: number; tag: string } | null;
}

/** '+ New' → 'New Inspection for {site}' (SPEC section 2). Escape closes it; the draft stays. */
export function NewInspectionModal({ site, correcting, ...props }: NewInspectionModalProps) {
  if (!site) return null;
  // A fresh form per site (each has its own draft) and per refused inspection.
  if (correcting) {
    return <CorrectionDialog key={correcting.id} site={site} entry={correcting} {...props} />;
  }
  return (
    <NewInspectionDialog key={`${site.id}-${props.scaffold?.id ?? ''}`} site={site} {...props} />
  );
}

/** Reads a refused inspection from the outbox, then opens it in the form. */
function CorrectionDialog({
  entry,
  ...props
}: Omit<NewInspectionModalProps, 'site' | 'correcting'> & { site: Site; entry: OutboxEntry }) {
  const owner = useOwner();
  const [values, setValues] = useState<NewInspectionFormValues | null>(null);
  const { onClose } = props;
  useEffect(() => {
    if (owner === null) return;
    let live = true;
    queuedValues(owner, entry.id)
      .then((found) => {
        if (!live) return;
        if (found) setValues(found);
        else {
          notify({ type: 'info', message: OUTBOX_COPY.gone });
          onClose();
        }
      })
      .catch(() => {
        if (!live) return;
        notify({ type: 'error', message: OUTBOX_COPY.gone });
        onClose();
      });
    return () => {
      live = false;
    };
  }, [owner, entry.id, onClose]);
  if (!values) {
    return (
      <Modal open onClose={onClose} size="sm" title={`New Inspection for ${props.site.name}`}>
        <LoadingState label="Opening the inspection..." />
      </Modal>
    );
  }
  return <NewInspectionDialog {...props} correction={{ entry, values }} />;
}

function NewInspectionDialog({
  site,
  componentSystems: fromInspections,
  onClose,
  onSaved,
  correction,
  scaffold,
}: Omit<NewInspectionModalProps, 'correcting'> & { site: Site; correction?: Correction }) {
  const formId = `new-inspection-${useId()}`;
  const componentSystems = useComponentSystems(fromInspections);
  const state = useNewInspectionForm(
    site,
    componentSystems,
    (result) => onSaved(site, result),
    correction,
    scaffold?.id,
  );
  const { formAlert, draftStatus, draftRestored, discardDraft, form } = state;
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const hasDraft =
    Boolean(correction) || draftRestored || draftStatus === 'saved' || draftStatus === 'failed';
  const saveButton = useRef<HTMLButtonElement>(null);
  // Save is disabled while it runs, which drops focus; after a failure put it back there, unless
  // the form moved it to the first field to fix.
  useEffect(() => {
    if (!formAlert) return;
    const active = document.activeElement;
    if (!active || active === document.body) saveButton.current?.focus();
  }, [formAlert]);
  const draftNote = correction
    ? null
    : draftStatus === 'failed'
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
                {correction ? OUTBOX_COPY.discard : INSPECTIONS_COPY.discardDraft}
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
      {scaffold && !correction && (
        <Notice tone="info">{`This inspection is of scaffold ${scaffold.tag}: its tag follows the result.`}</Notice>
      )}
      <NewInspectionForm id={formId} state={state} componentSystems={componentSystems} />
      <Modal
        open={confirmingDiscard}
        onClose={() => setConfirmingDiscard(false)}
        size="sm"
        title={correction ? OUTBOX_COPY.discardTitle : INSPECTIONS_COPY.discardTitle}
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
                if (correction) onClose();
              }}
            >
              {correction ? OUTBOX_COPY.discard : INSPECTIONS_COPY.discardDraft}
            </Button>
          </>
        }
      >
        <p className={styles.confirmText}>
          {correction ? OUTBOX_COPY.discardQuestion : INSPECTIONS_COPY.discardQuestion}
        </p>
      </Modal>
    </Modal>
  );
}
