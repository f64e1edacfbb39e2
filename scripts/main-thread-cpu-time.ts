// A trace's page work in the CPU time it took, without the time other processes took the core.
//
// Lighthouse simulates a phone from the main-thread tasks it observed, by their wall-clock
// durations: a task preempted by other work on the host (another build, a test run, a busy loop)
// looks longer, and the page scores as if it were heavier. Chromium records beside each complete
// trace event the CPU time its thread spent in it (`tdur`); this rescales each renderer main
// thread's top-level tasks to that time, and everything inside a task with it, so that the
// simulation sees the page's own work. On an idle host the two clocks agree.

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The threads Lighthouse reads a page's main-thread work from: every renderer's main thread. */
function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(
    events
      .filter(
        (event) =>
          event.ph === 'M' &&
          event.name === 'thread_name' &&
          (event.args as { name?: string } | undefined)?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
}

/**
 * The events with each renderer main thread's tasks shortened to their CPU time: a top-level
 * complete event keeps its start and takes `tdur` as its duration; the events within it move
 * and shrink in proportion, so they stay inside it in the same order. Other threads, and tasks
 * without a CPU time, are left as they were. The input is not changed.
 */
export function mainThreadInCpuTime(events: readonly TraceEvent[]): TraceEvent[] {
  const threads = rendererMainThreads(events);
  const byThread = new Map<string, number[]>();
  events.forEach((event, index) => {
    const thread = `${event.pid}:${event.tid}`;
    if (!threads.has(thread) || event.ph === 'M') return;
    const list = byThread.get(thread) ?? [];
    list.push(index);
    byThread.set(thread, list);
  });
  const result = [...events];
  for (const indexes of byThread.values()) {
    // By start, the longer first: a task precedes what it contains.
    indexes.sort((a, b) => {
      const x = events[a] as TraceEvent;
      const y = events[b] as TraceEvent;
      return x.ts - y.ts || (y.dur ?? 0) - (x.dur ?? 0);
    });
    let start = Number.NEGATIVE_INFINITY;
    let end = Number.NEGATIVE_INFINITY;
    let ratio = 1;
    for (const index of indexes) {
      const event = events[index] as TraceEvent;
      if (event.ts >= end) {
        // Outside the current task: a complete event here is the next top-level task.
        if (event.ph !== 'X' || !event.dur) continue;
        start = event.ts;
        end = event.ts + event.dur;
        ratio = event.tdur === undefined ? 1 : Math.min(1, event.tdur / event.dur);
      }
      if (ratio === 1) continue;
      result[index] = {
        ...event,
        ts: start + (event.ts - start) * ratio,
        ...(event.dur === undefined ? {} : { dur: event.dur * ratio }),
      };
    }
  }
  return result;
}
