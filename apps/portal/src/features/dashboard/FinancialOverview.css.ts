import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The figures under the chart, set apart from it by a rule. */
export const figures = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
