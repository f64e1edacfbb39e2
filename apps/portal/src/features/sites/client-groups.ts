import type { Id } from '@scaffold/domain';

/** The client select's (and Add Site's) choices, in the server's order (by name). */
export function clientChoiceOptions(
  clients: readonly { id: Id; name: string }[],
): { value: string; label: string }[] {
  return clients.map((client) => ({ value: String(client.id), label: client.name }));
}
