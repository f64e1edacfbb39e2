import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

/** The plan brought from /pricing, shown above the form. */
export const chosenPlan = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `12px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.tone.info.border}`,
});
