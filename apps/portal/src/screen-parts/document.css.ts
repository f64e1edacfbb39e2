import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

// The portal's printed documents, written once: the Schedule 7 inspection report, the handover
// certificate and the report a client signs by link. Screen first (a phone from 320 px up),
// then A4 paper (each page's print CSS sets the margins): black on white, no shadow. Each
// document adds its own parts (the report's checklist, the certificate's signatures).

export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
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

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });

/** The report's particulars (Schedule 7's numbered matters), a box each. */
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
