import { style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The "All" row: bold, with a divider between it and the items it controls. */
export const allOption = style({
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  // The spec's fixed list height: long country lists scroll inside the dialog.
  maxHeight: '300px',
  overflowY: 'auto',
});

export const empty = style({
  padding: `${vars.space.lg} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: { '&:empty': { display: 'none' } },
});

export const count = style({
  marginRight: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
