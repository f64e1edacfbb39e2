/**
 * What sending a note came to, as its form shows it. `conflict`: the note it corrects was
 * corrected already by another device (a 409); `refused`: any other refusal; `held`: not sent
 * now (no connection, a server error) and kept on the device to send again with the same key.
 * On anything but `stored` the form keeps every entry.
 */
export type NoteSendResult =
  | { kind: 'stored'; number: string | null }
  | { kind: 'queued' }
  | { kind: 'held'; reason: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'conflict'; reason: string };
