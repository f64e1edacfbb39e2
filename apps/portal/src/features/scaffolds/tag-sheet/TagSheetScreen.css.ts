import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

// On screen a grid that fits the window; on A4 (190 × 277 mm inside the margins) two columns
// of labels 92 × 64 mm, four to a column, each kept whole.

export const page = style({ '@media': { print: { page: 'tag-sheet', gap: 0 } } });

export const toolbar = style({ '@media': { print: { display: 'none' } } });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.leading.xxl,
  '@media': { print: { display: 'none' } },
});

export const sheet = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  '@media': {
    print: { gridTemplateColumns: 'repeat(2, 92mm)', gap: '4mm 6mm', justifyContent: 'center' },
  },
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.md,
  background: '#fff',
  color: '#000',
  breakInside: 'avoid',
  minWidth: 0,
  '@media': {
    print: { height: '64mm', padding: '4mm', gap: '4mm', borderRadius: '3mm' },
    [media.below('phone')]: { flexDirection: 'column', alignItems: 'flex-start' },
  },
});

export const qr = style({
  flexShrink: 0,
  width: '9rem',
  height: '9rem',
  '@media': { print: { width: '46mm', height: '46mm' } },
});

export const labelText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const tagNumber = style({
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.leading.xxl,
  fontWeight: vars.font.weight.heavy,
  whiteSpace: 'nowrap',
  '@media': { print: { fontSize: '20pt', lineHeight: 1.1 } },
});

export const siteName = style({
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'break-word',
  '@media': { print: { fontSize: '10pt' } },
});

export const scan = style({ '@media': { print: { fontSize: '10pt' } } });

export const url = style({
  fontSize: vars.font.size.xs,
  color: '#333',
  overflowWrap: 'anywhere',
  '@media': { print: { fontSize: '6.5pt' } },
});
