/**
 * A fresh Idempotency-Key: 128 random bits as hex. `crypto.getRandomValues`, unlike
 * `randomUUID`, also exists outside secure contexts (a portal served over plain http on a LAN).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
