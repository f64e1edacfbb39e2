import type { Id } from '@scaffold/domain';
import type { OutboxKind } from './outbox-write';

/**
 * What happened to the outbox, told to this tab and to the portal's other tabs (a
 * BroadcastChannel), so every list and count shows the same and the sender wakes up when
 * something is queued.
 */
export type OutboxEvent =
  | { type: 'changed' }
  | { type: 'queued' }
  | { type: 'sending'; id: string }
  | { type: 'sent'; id: string; kind: OutboxKind; siteId: Id; siteName: string }
  | { type: 'refused'; id: string; kind: OutboxKind; siteId: Id; siteName: string }
  | { type: 'idle' };

type Listener = (event: OutboxEvent) => void;

const listeners = new Set<Listener>();
const CHANNEL = 'scaffold-outbox';
let channel: BroadcastChannel | null | undefined;

function broadcast(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    if (channel) {
      channel.onmessage = (message: MessageEvent<OutboxEvent>) => {
        // Another tab's news: this tab's lists change too, but only that tab reports sends.
        const event = message.data;
        const local: OutboxEvent = event.type === 'queued' ? event : { type: 'changed' as const };
        for (const listener of [...listeners]) listener(local);
      };
    }
  }
  return channel;
}

export function announce(event: OutboxEvent): void {
  for (const listener of [...listeners]) listener(event);
  try {
    broadcast()?.postMessage(event);
  } catch {
    // a closed channel: the other tabs read the outbox again when they next look
  }
}

export function onOutboxEvent(listener: Listener): () => void {
  broadcast();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
