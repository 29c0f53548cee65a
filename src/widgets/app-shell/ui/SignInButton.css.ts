import { style } from '@vanilla-extract/css';

import { focusRing, vars } from '@/shared/ui/theme';

/** The primary button's look on a link: it navigates, so it stays an anchor for assistive technology. */
export const signInButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '40px',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: vars.color.accent,
    color: vars.color.textOnAccent,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { background: vars.color.accentHover },
      '&[data-pressed]': { background: vars.color.accentPressed },
    },
  },
]);
