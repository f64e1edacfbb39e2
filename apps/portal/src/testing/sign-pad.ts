// A signature drawn in a story: the same strokes on every run, so screenshots stay exact.
import { type StrokePoint, signatureStroke } from './signature-stroke';

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

/** Signs a pad with pointer events along the shared stroke (one per `variant`), as a pen would. */
export function signPad(canvas: HTMLCanvasElement, variant: number): void {
  const rect = canvas.getBoundingClientRect();
  const points = signatureStroke(rect.width, rect.height, variant);
  const event = (type: string, { x, y }: StrokePoint, buttons: number) =>
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
    canvas.dispatchEvent(event('pointerup', points.at(-1) ?? { x: 0, y: 0 }, 0));
  });
}
