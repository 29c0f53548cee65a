import { style } from '@vanilla-extract/css';

import { vars } from './theme.css';

/** The one visible focus ring, for keyboard focus only. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
