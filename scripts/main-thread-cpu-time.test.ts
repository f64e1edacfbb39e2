import { describe, expect, it } from 'vitest';
import { mainThreadInCpuTime, type TraceEvent } from './main-thread-cpu-time.ts';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const complete = (
  name: string,
  ts: number,
  dur: number,
  tdur: number | undefined,
  tid = 1,
): TraceEvent => ({ name, ph: 'X', pid: 1, tid, ts, dur, ...(tdur === undefined ? {} : { tdur }) });

describe('mainThreadInCpuTime', () => {
  const events: TraceEvent[] = [
    thread(1, 1, 'CrRendererMain'),
    thread(1, 2, 'Compositor'),
    // A task preempted half the time: 100 µs of wall clock, 50 of CPU.
    complete('RunTask', 1000, 100, 50),
    complete('EvaluateScript', 1020, 60, 30),
    { name: 'ResourceSendRequest', ph: 'I', pid: 1, tid: 1, ts: 1090 },
    // A task that ran without interruption.
    complete('RunTask', 2000, 40, 40),
    complete('Layout', 2010, 20, 20),
    // Another thread's task is left alone.
    complete('RunTask', 1000, 100, 10, 2),
  ];
  const rescaled = mainThreadInCpuTime(events);

  it("shortens a renderer main thread's task to its CPU time, keeping its start", () => {
    expect(rescaled[2]).toMatchObject({ name: 'RunTask', ts: 1000, dur: 50 });
  });

  it('moves and shrinks what the task holds in proportion, so it stays inside', () => {
    expect(rescaled[3]).toMatchObject({ name: 'EvaluateScript', ts: 1010, dur: 30 });
    expect(rescaled[4]).toMatchObject({ name: 'ResourceSendRequest', ts: 1045 });
    const task = rescaled[2] as TraceEvent;
    for (const inner of rescaled.slice(3, 5)) {
      expect(inner.ts).toBeGreaterThanOrEqual(task.ts);
      expect(inner.ts + (inner.dur ?? 0)).toBeLessThanOrEqual(task.ts + (task.dur ?? 0));
    }
  });

  it('leaves an uninterrupted task, other threads and the input as they were', () => {
    expect(rescaled.slice(5)).toEqual(events.slice(5));
    expect(events[2]).toMatchObject({ dur: 100 });
  });

  it('never lengthens a task whose CPU time exceeds its wall time (clock granularity)', () => {
    const [, task] = mainThreadInCpuTime([
      thread(1, 1, 'CrRendererMain'),
      complete('RunTask', 0, 10, 12),
    ]);
    expect(task).toMatchObject({ dur: 10 });
  });
});
