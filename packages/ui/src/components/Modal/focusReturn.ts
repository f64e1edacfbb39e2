// Where focus goes when a modal closes. Each modal remembers what had focus when it opened; if
// that element has since gone (its own modal closed in the same update, e.g. 'Confirm Move'
// closing together with 'Move Items'), focus falls back to what opened that modal, and so on.

interface Opener {
  element: HTMLElement | null;
  /** The modal the opener sat in, if any. */
  inDialog: HTMLDialogElement | null;
}

const openers = new WeakMap<HTMLDialogElement, Opener>();

export function rememberOpener(dialog: HTMLDialogElement): void {
  const active = document.activeElement;
  const element = active instanceof HTMLElement && active !== document.body ? active : null;
  openers.set(dialog, { element, inDialog: element?.closest('dialog') ?? null });
}

function canTakeFocus(opener: Opener): opener is Opener & { element: HTMLElement } {
  return Boolean(opener.element?.isConnected && (opener.inDialog === null || opener.inDialog.open));
}

export function returnFocus(dialog: HTMLDialogElement): void {
  let opener = openers.get(dialog);
  openers.delete(dialog);
  const seen = new Set<HTMLDialogElement>();
  while (opener && !canTakeFocus(opener)) {
    const parent = opener.inDialog;
    if (!parent || seen.has(parent)) return;
    seen.add(parent);
    opener = openers.get(parent);
  }
  opener?.element.focus();
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The first control in `container` that can take focus, skipping hidden ones. */
export function firstFocusable(container: HTMLElement): HTMLElement | null {
  for (const element of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.checkVisibility()) return element;
  }
  return null;
}
