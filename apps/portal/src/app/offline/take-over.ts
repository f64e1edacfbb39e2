import { SKIP_WAITING } from '../../service-worker/routing';

/**
 * Reload, when the user chose it: once the new version is in charge. It may be already (another
 * tab's Reload let it take over, and this page is still running the old one): then at once —
 * a message to a worker that no longer waits would never be answered.
 */
export function takeOver(worker: ServiceWorker, reload: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    reload();
  };
  if (worker.state === 'activated' || worker.state === 'redundant') {
    once();
    return;
  }
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated' || worker.state === 'redundant') once();
  });
  worker.postMessage(SKIP_WAITING);
}
