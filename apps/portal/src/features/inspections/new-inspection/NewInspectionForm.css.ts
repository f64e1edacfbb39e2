import { media, vars } from '@scaffold/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

const tablet = media.from('tablet');
const desktop = media.from('desktop');

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  '@media': { [tablet]: { padding: vars.space.lg } },
});

export const legend = style({
  float: 'left',
  width: '100%',
  marginBottom: vars.space.md,
  padding: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

// A floated legend takes the first line; what follows starts below it.
globalStyle(`${legend} + *`, { clear: 'both' });

/** One column on phones, two from tablets, four for the measurements on desktops. */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const gridWide = style({
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const checklistIntro = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * A checklist item: its name, then status, notes and photo. Stacked on phones; status and notes
 * side by side from tablets up, with the photo beside them on desktops.
 */
export const item = style({
  display: 'grid',
  gridTemplateAreas: `"name" "status" "notes" "photo"`,
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
  '@media': {
    [tablet]: {
      gridTemplateColumns: '11rem minmax(0, 1fr)',
      gridTemplateAreas: `"name name" "status notes" "photo photo"`,
      columnGap: vars.space.md,
    },
    [desktop]: {
      gridTemplateColumns: '11rem minmax(0, 1fr) auto',
      gridTemplateAreas: `"name name photo" "status notes photo"`,
      alignItems: 'end',
    },
  },
});

export const itemName = style({
  gridArea: 'name',
  alignSelf: 'start',
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
});

export const itemStatus = style({ gridArea: 'status' });
export const itemNotes = style({ gridArea: 'notes' });
export const itemPhoto = style({ gridArea: 'photo', minWidth: 0 });

export const signatures = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** Inside the modal's footer: the alert or draft note, then Cancel and Save. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  '@media': { [tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const footerAlert = style({ '@media': { [tablet]: { flex: '1 1 auto' } } });

export const draftNote = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  '@media': { [tablet]: { flex: '1 1 auto' } },
});

/** Full-width, thumb-sized buttons on phones; side by side at the right from tablets up. */
export const footerButtons = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  marginLeft: 'auto',
  width: '100%',
  '@media': { [tablet]: { display: 'flex', width: 'auto' } },
});

/** Full width above Cancel and Save on phones; left of them from tablets up. */
export const discardButton = style({ gridColumn: '1 / -1' });

export const confirmText = style({ margin: 0 });

/** The report's two free-text answers, one under the other below the name and position. */
export const reportNotes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginTop: vars.space.md,
});
