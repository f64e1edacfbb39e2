import { vars } from '@scaffold/ui/styles';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import * as document from '../../../screen-parts/document.css';

// The portal's document styles (screen-parts/document.css.ts, with the handover certificate), and the
// report's own parts. Paper: A4 with the page's own margins (report-print.css), sections kept
// whole where they fit.
export {
  header,
  particularLine,
  particulars,
  particularTitle,
  section,
  subtitle,
  title,
} from '../../../screen-parts/document.css';

export const report = document.document;

export const sectionTitle = style([
  document.sectionTitle,
  { '@media': { print: { breakAfter: 'avoid' } } },
]);

export const particular = style([document.particular, { breakInside: 'avoid' }]);

export const result = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const draft = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.tone.danger.solid}`,
  borderRadius: vars.radius.sm,
  color: vars.color.tone.danger.text,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.02em',
});

export const subTitle = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.font.size.md });

export const particularNumber = style({ color: vars.color.text });

export const matters = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

const matterBase = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: '4px solid',
  overflowWrap: 'anywhere',
});

/** Items that need action stand out: red for failed, amber for attention (also in print). */
export const matter = styleVariants({
  fail: [
    matterBase,
    {
      borderColor: vars.color.tone.danger.solid,
      background: vars.color.tone.danger.tint,
      color: vars.color.tone.danger.text,
    },
  ],
  attention: [
    matterBase,
    {
      borderColor: vars.color.tone.warning.solid,
      background: vars.color.tone.warning.tint,
      color: vars.color.tone.warning.text,
    },
  ],
});

export const facts = style({ breakInside: 'avoid' });

// Fixed columns, so every category's table lines up with the others.
export const checklist = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  breakInside: 'auto',
});

globalStyle(`${checklist} th, ${checklist} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

globalStyle(`${checklist} tr`, { breakInside: 'avoid' });
globalStyle(`${checklist} th:nth-child(1)`, { width: '40%' });
globalStyle(`${checklist} th:nth-child(2)`, { width: '22%' });

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.md,
});

export const itemName = style({ fontWeight: vars.font.weight.regular });

/** Items that need action stand out in the checklist too (bold, as paper drops the tint). */
export const actionRow = style({
  background: vars.color.tone.danger.tint,
  fontWeight: vars.font.weight.strong,
});

export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
});

export const figure = style({ margin: 0, breakInside: 'avoid' });

export const photo = style({
  display: 'block',
  width: '100%',
  maxHeight: '240px',
  objectFit: 'contain',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  // About a third of the A4 text width, so a page holds several with their captions.
  '@media': { print: { maxHeight: '60mm' } },
});

export const figcaption = style({
  marginTop: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
