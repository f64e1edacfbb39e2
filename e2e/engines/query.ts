// How the cross-engine flows name an element: plain data, so it crosses into any engine's page.

/** An exact text, a prefix, or a regular expression (as source and flags). */
export type TextMatch = string | { prefix: string } | { pattern: string; flags?: string };

export interface Query {
  /** An ARIA role, matched with Testing Library's rules (implicit roles, hidden elements). */
  role?: string;
  /** The accessible name, with `role`. */
  name?: TextMatch;
  level?: number;
  /** An element whose own text matches. */
  text?: TextMatch;
  /** The input a `<label>` with this text points at (for controls hidden behind a button). */
  labelledInput?: TextMatch;
  /** A CSS selector, for what has no role or text. */
  css?: string;
  /** Look only inside the first match of this query. */
  within?: Query;
  /** Which match, when several (0 by default). */
  nth?: number;
}

export const role = (name: string, accessibleName?: TextMatch, within?: Query): Query => ({
  role: name,
  name: accessibleName,
  within,
});

export const prefix = (start: string): TextMatch => ({ prefix: start });

export const pattern = (source: RegExp): TextMatch => ({
  pattern: source.source,
  flags: source.flags,
});
