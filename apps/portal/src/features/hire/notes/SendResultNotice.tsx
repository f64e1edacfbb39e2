import { Notice } from '@scaffold/ui';
import type { NoteSendResult } from './note-send-result';

/** The outcome of the last send, over the form's buttons; nothing before the first. */
export function SendResultNotice({
  result,
  noun,
}: {
  result: NoteSendResult | null;
  noun: string;
}) {
  if (!result) return null;
  switch (result.kind) {
    case 'stored':
      return (
        <Notice tone="success" title={`${noun} sent`} role="status">
          {result.number ? `Recorded as ${result.number}.` : 'Recorded.'}
        </Notice>
      );
    case 'queued':
      return (
        <Notice tone="info" title={`${noun} kept on this device`} role="status">
          It is sent by itself once there is a connection.
        </Notice>
      );
    case 'held':
      return (
        <Notice tone="warning" title={`${noun} not sent yet`} role="alert">
          {result.reason} Your entries are kept: send again when there is a signal.
        </Notice>
      );
    case 'conflict':
      return (
        <Notice tone="warning" title="Corrected on another device" role="alert">
          {result.reason}
        </Notice>
      );
    case 'refused':
      return (
        <Notice tone="danger" title={`${noun} refused`} role="alert">
          {result.reason} Your entries are kept: correct them and send again.
        </Notice>
      );
  }
}
