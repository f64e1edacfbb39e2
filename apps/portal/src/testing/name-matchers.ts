// Test-only (stories and e2e): matching accessible names that carry more than a title.

/** `text` as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A disclosure row's toggle: its accessible name starts with the row's title. */
export const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
