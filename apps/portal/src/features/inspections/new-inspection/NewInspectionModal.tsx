import type { NewInspectionFormValues, Site } from '@scaffold/domain';
import { Button, LoadingState, Modal, Notice, notify } from '@scaffold/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { drafts } from '../../../offline/outbox/drafts';
import { outbox } from '../../../offline/outbox/outbox-actions';
import { OUTBOX_COPY } from '../../../offline/outbox/outbox-copy';
import type { OutboxEntry } from '../../../offline/outbox/outbox-entry';
import { useOwner } from '../../../offline/owner';
import { useNow } from '../../../services/services-context';
import { INSPECTIONS_COPY } from '../inspections-copy';
import { NewInspectionForm } from './NewInspectionForm';
import * as styles from './NewInspectionForm.css';
import { useComponentSystems } from './use-component-systems';
import { type FormStart, type SaveResult, useNewInspectionForm } from './use-new-inspection-form';

export interface NewInspectionModalProps {
  /** The site to inspect; null while closed. */
  site: Site | null;
  /** A refused inspection of the outbox to correct and send again, instead of the draft. */
  correcting?: OutboxEntry | null;
  onClose: () => void;
  /** Saved on the server, or kept in the outbox to be sent when the connection returns. */
  onSaved: (site: Site, result: SaveResult) => void;
  /** The scaffold of the site to inspect (a deep link from its tag or the site). */
  scaffold?: { id: number; tag: string } | null;
}

/** '+ New' → 'New Inspection for {site}' (PRODUCT.md "New Inspection"). Escape closes it; the draft stays. */
export function NewInspectionModal({ site, correcting, ...props }: NewInspectionModalProps) {
  if (!site) return null;
  // A fresh form per site (each has its own draft) and per refused inspection.
  if (correcting) {
    return <CorrectionDialog key={correcting.id} site={site} entry={correcting} {...props} />;
  }
  // …and per scaffold: a deep link for one scaffold starts its own form.
  return <DraftDialog key={`${site.id}-${props.scaffold?.id ?? ''}`} site={site} {...props} />;
}

type DialogProps = Omit<NewInspectionModalProps, 'site' | 'correcting'> & { site: Site };

/** How long reading the draft may take before the dialog says it is opening. */
const OPENING_QUIET_MS = 150;

/**
 * While what the form opens with is read from the device: nothing for a moment, then the form's
 * own dialog saying so, so nothing jumps when the fields arrive.
 */
function Opening({ site, onClose }: DialogProps) {
  // Usually a few milliseconds: a dialog shown and replaced at once would cost more than it says.
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), OPENING_QUIET_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!slow) return null;
  return (
    <Modal open onClose={onClose} size="full" title={`New Inspection for ${site.name}`}>
      <LoadingState label={INSPECTIONS_COPY.opening} />
    </Modal>
  );
}

/** Reads the user's draft of the site from the device, then opens the form with it. */
function DraftDialog(props: DialogProps) {
  const owner = useOwner();
  const getNow = useNow();
  const [start, setStart] = useState<FormStart | null>(null);
  const siteId = props.site.id;
  useEffect(() => {
    if (owner === null) return;
    let live = true;
    drafts
      .read(owner, siteId, getNow().getTime())
      .catch((error: unknown) => {
        // No storage on this device: the form opens empty and says its entries are not kept.
        console.error('[inspections] the draft could not be read', error);
        return null;
      })
      .then((draft) => {
        if (live) setStart({ kind: 'draft', draft });
      });
    return () => {
      live = false;
    };
  }, [owner, siteId, getNow]);
  if (!start) return <Opening {...props} />;
  return <NewInspectionDialog {...props} start={start} />;
}

/** Reads a refused inspection from the outbox, then opens it in the form. */
function CorrectionDialog({ entry, ...props }: DialogProps & { entry: OutboxEntry }) {
  const owner = useOwner();
  const [values, setValues] = useState<NewInspectionFormValues | null>(null);
  const { onClose } = props;
  useEffect(() => {
    if (owner === null) return;
    let live = true;
    outbox
      .values(owner, entry.id)
      .then((found) => {
        if (!live) return;
        if (found) setValues(found);
        else {
          notify({ type: 'info', message: OUTBOX_COPY.gone });
          onClose();
        }
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.error('[outbox] the inspection could not be read', error);
        notify({ type: 'error', message: OUTBOX_COPY.gone });
        onClose();
      });
    return () => {
      live = false;
    };
  }, [owner, entry.id, onClose]);
  if (!values) return <Opening {...props} />;
  return <NewInspectionDialog {...props} start={{ kind: 'correction', entry, values }} />;
}

function NewInspectionDialog({
  site,
  onClose,
  onSaved,
  start,
  scaffold,
}: DialogProps & { start: FormStart }) {
  const formId = `new-inspection-${useId()}`;
  const componentSystems = useComponentSystems();
  const state = useNewInspectionForm(
    site,
    componentSystems,
    (result) => onSaved(site, result),
    start,
    scaffold?.id,
  );
  const correction = start.kind === 'correction';
  const { formAlert, draftStatus, draftRestored, discardDraft, form } = state;
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const hasDraft =
    correction ||
    draftRestored ||
    draftStatus?.status === 'saved' ||
    draftStatus?.status === 'failed';
  const saveButton = useRef<HTMLButtonElement>(null);
  // Save is disabled while it runs, which drops focus; after a failure put it back there, unless
  // the form moved it to the first field to fix.
  useEffect(() => {
    if (!formAlert) return;
    const active = document.activeElement;
    if (!active || active === document.body) saveButton.current?.focus();
  }, [formAlert]);
  const draftNote =
    draftStatus?.status === 'failed'
      ? OUTBOX_COPY.draftNotKept(draftStatus.error)
      : draftStatus?.status === 'saved' && !correction
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
      <NewInspectionForm
        id={formId}
        state={state}
        componentSystems={componentSystems}
        siteId={site.id}
        scaffoldTag={scaffold?.tag}
      />
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
                setConfirmingDiscard(false);
                void discardDraft().then(() => {
                  if (correction) onClose();
                });
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
