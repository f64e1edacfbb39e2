import { vars } from '@scaffold/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  borderRadius: vars.radius.sm,
  ':focus': { outline: 'none' },
  // The modal focuses this region when it opens (nothing else in it takes focus): a thin inset
  // ring shows keyboard users where they are without crowding the content.
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const facts = style({});

// Each fact on its own tile, as the rest of the modal's record.
globalStyle(`${facts} > div`, {
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const category = style({
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const categoryTitle = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const items = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1.25rem minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const itemLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const itemNotes = style({
  gridColumn: '2 / -1',
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const photos = style({
  gridColumn: '2 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const photo = style({
  display: 'block',
  width: '160px',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const notes = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The pass mark: a tick for passed, a cross for not passed, nothing when unmarked. */
export const passMark = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.heavy,
  lineHeight: 1,
  textAlign: 'center',
});
export const passMarkPassed = style([passMark, { color: vars.color.tone.success.text }]);
export const passMarkFailed = style([passMark, { color: vars.color.tone.danger.text }]);
