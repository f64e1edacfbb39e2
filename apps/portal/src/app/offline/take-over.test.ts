import { describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from '../../service-worker/routing';
import { takeOver } from './take-over';

/** A ServiceWorker as the page sees it: a state, its changes, and messages posted to it. */
function fakeWorker(state: ServiceWorkerState) {
  const target = new EventTarget();
  const worker = Object.assign(target, {
    state,
    postMessage: vi.fn(),
    activate() {
      worker.state = 'activated' as ServiceWorkerState;
      target.dispatchEvent(new Event('statechange'));
    },
  });
  return worker;
}

describe('Reload in the update banner', () => {
  it('asks a waiting version to take over, and reloads once it is active', () => {
    const worker = fakeWorker('installed');
    const reload = vi.fn();
    takeOver(worker as unknown as ServiceWorker, reload);
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    worker.activate();
    worker.activate();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("reloads at once when another tab's Reload already made the new version active", () => {
    const worker = fakeWorker('activated');
    const reload = vi.fn();
    takeOver(worker as unknown as ServiceWorker, reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('reloads when the version it offered was replaced by a newer one meanwhile', () => {
    const reload = vi.fn();
    takeOver(fakeWorker('redundant') as unknown as ServiceWorker, reload);
    expect(reload).toHaveBeenCalledOnce();
  });
});
