// The open modal dialogs, innermost last. While a modal is open the rest of the page is inert
// (hidden from assistive tech, unclickable), so what must stay usable above it, the
// notifications, renders into the top-most modal's layer element.

type Listener = () => void;

const layers: HTMLElement[] = [];
const listeners = new Set<Listener>();

const emit = () => {
  for (const listener of listeners) listener();
};

export const modalLayers = {
  /** Called by a modal once it is shown, with an element inside it to render into. */
  push(layer: HTMLElement): void {
    layers.push(layer);
    emit();
  },
  remove(layer: HTMLElement): void {
    const index = layers.lastIndexOf(layer);
    if (index === -1) return;
    layers.splice(index, 1);
    emit();
  },
  /** The layer of the top-most open modal, or null when none is open. */
  top(): HTMLElement | null {
    return layers.at(-1) ?? null;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
