// A signature drawn in a story: the same strokes on every run, so screenshots stay exact.

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
