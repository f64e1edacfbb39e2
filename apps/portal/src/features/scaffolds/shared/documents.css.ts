import { vars } from '@scaffold/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';
import * as shared from '../../../screen-parts/document.css';

// The feature's documents (handover certificate, inspection report to sign): the portal's
// document styles (screen-parts/document.css.ts, with the Schedule 7 report), and the certificate's own parts.
export {
  header,
  particular,
  particularLine,
  particulars,
  particularTitle,
  section,
  sectionTitle,
  subtitle,
  title,
} from '../../../screen-parts/document.css';

export const document = style([shared.document, { minWidth: 0 }]);

const line = {
  margin: `${vars.space.sm} 0 0`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
  fontWeight: vars.font.weight.strong,
} as const;

export const awaitingLine = style({
  ...line,
  borderColor: vars.color.tone.warning.solid,
  background: vars.color.tone.warning.tint,
  color: vars.color.tone.warning.text,
});

export const signedLine = style({
  ...line,
  borderColor: vars.color.tone.success.solid,
  background: vars.color.tone.success.tint,
  color: vars.color.tone.success.text,
});

// On paper the facts sit beside their terms (the list's own switch is a screen query), so the
// certificate fits one A4 page.
globalStyle(`${document} dl`, {
  '@media': {
    print: {
      display: 'grid',
      gridTemplateColumns: '40mm minmax(0, 1fr)',
      columnGap: '4mm',
      rowGap: '1.5mm',
      alignItems: 'baseline',
    },
  },
});
globalStyle(`${document} dd`, { '@media': { print: { marginBottom: 0 } } });

export const statement = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const signatures = style({
  breakInside: 'avoid',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
});

export const signature = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const signatureImage = style({
  display: 'block',
  width: '100%',
  maxWidth: '300px',
  height: '100px',
  objectFit: 'contain',
  objectPosition: 'left center',
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const awaitingSignature = style({
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.tone.warning.solid}`,
  borderRadius: vars.radius.sm,
  color: vars.color.tone.warning.text,
  fontWeight: vars.font.weight.strong,
});
