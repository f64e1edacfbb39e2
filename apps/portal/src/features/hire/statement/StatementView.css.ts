import { media, vars } from '@scaffold/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

// The statement as a document (screen-parts/document.css.ts): a table per site from tablet width
// and on paper, a card per line on a phone. `screen and` media leave print alone, so paper takes
// the table whatever the width of the window that printed it.
export {
  document,
  header,
  section,
  subtitle,
  title,
} from '../../../screen-parts/document.css';

const phone = media.below('tablet');
const tablet = media.from('tablet');

export const siteTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  '@media': { print: { breakAfter: 'avoid' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  '@media': { [phone]: { display: 'none' } },
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${table} tr`, { breakInside: 'avoid' });

export const number = style({ textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} th${number}, ${table} td${number}`, { textAlign: 'right' });

export const muted = style({ color: vars.color.textMuted });

export const siteTotalRow = style({ fontWeight: vars.font.weight.strong });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [tablet]: { display: 'none' }, print: { display: 'none' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.strong,
});

export const cardLine = style({ margin: 0, fontSize: vars.font.size.sm });

export const siteTotal = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  '@media': { [tablet]: { display: 'none' }, print: { display: 'none' } },
});

export const totals = style({
  breakInside: 'avoid',
  paddingTop: vars.space.sm,
  borderTop: `2px solid ${vars.color.text}`,
});
