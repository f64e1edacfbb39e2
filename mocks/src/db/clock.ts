/**
 * The mock's clock. Frozen at the seed's reference date in Storybook and tests (stable pictures,
 * token expiry only when a test moves time on); live in the demo, so tokens expire for real.
 */
type ClockState = { mode: 'frozen'; ms: number } | { mode: 'live'; offsetMs: number };

let clock: ClockState = { mode: 'live', offsetMs: 0 };

export function mockNow(): Date {
  return new Date(clock.mode === 'frozen' ? clock.ms : Date.now() + clock.offsetMs);
}

/** Freeze the clock at a date, or let it run with real time ('live'). */
export function setMockClock(value: Date | string | 'live'): void {
  if (value === 'live') {
    clock = { mode: 'live', offsetMs: 0 };
    return;
  }
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (!Number.isFinite(ms)) throw new Error(`setMockClock: not a date: ${String(value)}`);
  clock = { mode: 'frozen', ms };
}

/** Moves the clock on (both modes): e.g. past an access token's lifetime. */
export function advanceMockClock(ms: number): void {
  clock =
    clock.mode === 'frozen'
      ? { mode: 'frozen', ms: clock.ms + ms }
      : { mode: 'live', offsetMs: clock.offsetMs + ms };
}
