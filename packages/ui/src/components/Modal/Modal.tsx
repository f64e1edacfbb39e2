import {
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from 'react';
import { cx } from '../../lib/cx';
import { CloseIcon } from '../../lib/icons';
import { modalLayers } from '../../lib/modalLayers';
import { firstFocusable, rememberOpener, returnFocus } from './focusReturn';
import * as styles from './Modal.css';

export const MODAL_SIZES = ['sm', 'md', 'lg', 'full'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps {
  /** Shown while true. React is the source of truth: Escape and the close button call `onClose`. */
  open: boolean;
  /** Asked to close (Escape, close button); set `open` to false in response. */
  onClose: () => void;
  /** The dialog's heading (an h2) and accessible name. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
  /** Actions at the bottom, always visible while the body scrolls ('Cancel', 'Save'). */
  footer?: ReactNode;
  /** `sm` confirmations, `md` short forms, `lg` wide content, `full` long forms (full screen on phones). */
  size?: ModalSize;
  /** Accessible name of the close button. */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>`: the page behind is inert, Escape closes the top-most
 * one only, focus moves in when it opens and back to the opener when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Read by the native event handlers, which must see the latest props.
  const latest = useRef({ open, onClose });
  latest.current = { open, onClose };

  useEffect(() => {
    const dialog = dialogRef.current;
    const layer = layerRef.current;
    if (!dialog || !layer || !open) return;
    if (!dialog.open) {
      rememberOpener(dialog);
      dialog.showModal();
      const target = (bodyRef.current && firstFocusable(bodyRef.current)) ?? dialog;
      target.focus();
    }
    modalLayers.push(layer);
    return () => {
      modalLayers.remove(layer);
      if (dialog.open) dialog.close();
      returnFocus(dialog);
    };
  }, [open]);

  // React dispatches `cancel` and `close` along the component tree, so a nested modal's events
  // would reach this one too: only this dialog's own events count.
  const isOwn = (event: SyntheticEvent) => event.target === dialogRef.current;

  const handleCancel = (event: SyntheticEvent) => {
    if (!isOwn(event)) return;
    event.preventDefault();
    latest.current.onClose();
  };

  // Escape is handled on keydown, before the browser turns it into a `cancel`: the innermost
  // modal takes it (and marks it handled), so stacked modals close one at a time.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    latest.current.onClose();
  };

  // The browser may close a dialog itself (an Escape it would not let us cancel): tell the owner.
  // `close` fires a task after `dialog.close()`. When the effect's cleanup closed it and the effect
  // ran again (StrictMode, the dev server), the dialog is open once more by then: that `close` is
  // stale and must not close the modal the owner still shows.
  const handleClose = (event: SyntheticEvent) => {
    if (isOwn(event) && latest.current.open && !dialogRef.current?.open) latest.current.onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={cx(styles.dialog, styles.size[size], className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
      onClose={handleClose}
    >
      {open && (
        <>
          <header className={styles.header}>
            <div className={styles.titles}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              className={styles.closeButton}
              aria-label={closeLabel}
              onClick={() => onClose()}
            >
              <CloseIcon size={20} />
            </button>
          </header>
          <div ref={bodyRef} className={styles.body}>
            {children}
          </div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </>
      )}
      {/* Notifications render here while this is the top-most modal, so they stay usable. */}
      <div ref={layerRef} />
    </dialog>
  );
}
