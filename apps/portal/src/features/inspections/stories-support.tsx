// Story helpers of the Inspections stories (not part of the app bundle).
import { userEvent, type within } from 'storybook/test';
import { clearOfflineStore } from '../../testing/offline-story';
/**
 * Before each story: no draft or outbox entry left over (IndexedDB outlives a story); none left
 * for the next. Storybook's preview clears the notices.
 */
export async function resetScreenState(): Promise<() => Promise<void>> {
  await clearOfflineStore();
  return clearOfflineStore;
}

/** The New Inspection form's required fields, as an inspector types them. */
export async function fillRequired(form: ReturnType<typeof within>) {
  await userEvent.selectOptions(form.getByLabelText(/^Weather/), 'Clear');
  await userEvent.type(form.getByLabelText(/^Temperature/), '12');
  await userEvent.type(form.getByLabelText(/^Humidity/), '64');
  await userEvent.type(form.getByLabelText(/^Wind speed/), '18');
  await userEvent.selectOptions(form.getByLabelText(/^Scaffold type/), 'Cuplock');
  await userEvent.type(form.getByLabelText(/^Scaffold height/), '14.5');
  await userEvent.type(form.getByLabelText(/^Load rating/), 'General purpose (2.0 kN/m²)');
  await userEvent.type(form.getByLabelText(/^Tie pattern/), 'Box ties at every other lift');
}

/**
 * Runs `draw` with a clock that only moves when told. signature_pad sizes each stroke by the
 * pen's speed (Date.now between points), so strokes drawn against this clock come out the same
 * on every run and the screenshots stay exact.
 */
function withSteppedClock(draw: (tick: () => void) => void): void {
  const RealDate = globalThis.Date;
  let now = RealDate.UTC(2026, 10, 20, 9);
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args) =>
      args.length === 0 ? new target(now) : new target(...(args as [number])),
    get: (target, property, receiver) =>
      property === 'now' ? () => now : Reflect.get(target, property, receiver),
  });
  try {
    draw(() => {
      now += 16;
    });
  } finally {
    globalThis.Date = RealDate;
  }
}

/** Signs a pad with pointer events along a fixed curve (one per `variant`), as a pen would. */
export function signPad(canvas: HTMLCanvasElement, variant: number): void {
  const rect = canvas.getBoundingClientRect();
  const points = Array.from({ length: 40 }, (_, index) => {
    const t = index / 39;
    return [
      16 + t * (rect.width - 40),
      rect.height * 0.6 -
        Math.sin(t * Math.PI * (3 + variant)) * rect.height * 0.22 * (1 - t * 0.4) -
        variant * 6,
    ] as const;
  });
  const event = (type: string, [x, y]: readonly [number, number], buttons: number) =>
    new PointerEvent(type, {
      clientX: rect.left + x,
      clientY: rect.top + y,
      buttons,
      pointerId: 1,
      pointerType: 'pen',
      isPrimary: true,
      pressure: buttons ? 0.5 : 0,
      bubbles: true,
      cancelable: true,
    });
  withSteppedClock((tick) => {
    points.forEach((point, index) => {
      tick();
      canvas.dispatchEvent(event(index === 0 ? 'pointerdown' : 'pointermove', point, 1));
    });
    tick();
    canvas.dispatchEvent(event('pointerup', points.at(-1) ?? [0, 0], 0));
  });
}

/** A small site photo drawn on a canvas, as the PNG file a camera upload would hand over. */
export async function samplePhotoFile(name = 'signage.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#9fb4c7';
  context.fillRect(0, 0, 160, 120);
  context.fillStyle = '#5b6b7a';
  context.fillRect(0, 80, 160, 40);
  context.fillStyle = '#f2c14e';
  context.fillRect(60, 30, 40, 30);
  context.fillStyle = '#1d2733';
  context.fillRect(78, 60, 4, 24);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The photo could not be drawn');
  return new File([blob], name, { type: 'image/png' });
}
