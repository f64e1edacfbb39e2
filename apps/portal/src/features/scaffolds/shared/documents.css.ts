import { media, vars } from '@scaffold/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// A document of the feature (handover certificate, inspection report to sign): screen first,
// from a 320 px phone up, then A4 paper (the certificate page's print styles).

export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  '@media': {
    [media.from('tablet')]: { padding: vars.space.xl },
    print: { padding: 0, boxShadow: 'none', gap: vars.space.md, fontSize: '10.5pt' },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `2px solid ${vars.color.text}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

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

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
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

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });

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

export const particulars = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const particular = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const particularTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

export const particularLine = style({ margin: 0, overflowWrap: 'anywhere' });
