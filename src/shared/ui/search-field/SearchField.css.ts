import { style } from '@vanilla-extract/css';

import { controlGroup, groupButton, groupInput } from '../field/Field.css';
import { vars } from '../theme/theme.css';

/** The SearchField root; it carries data-empty, which hides the clear button. */
export const searchField = style({});

/** The leading icon takes the frame's start padding, so the input needs none. */
export const group = style([controlGroup, { paddingInlineStart: vars.space.md, gap: vars.space.sm }]);

export const searchIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const input = style([
  groupInput,
  {
    paddingInline: 0,
    selectors: {
      // The browser's own clear control would duplicate ours.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
]);

export const clearButton = style([
  groupButton,
  {
    selectors: {
      [`${searchField}[data-empty] &, ${searchField}[data-disabled] &`]: { visibility: 'hidden' },
    },
  },
]);
