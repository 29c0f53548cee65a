import { style } from '@vanilla-extract/css';

import { control } from '../field/Field.css';
import { vars } from '../theme/theme.css';

/** The SearchField root; it carries data-empty, which hides the clear button. */
export const searchField = style({});

export const group = style([control, { padding: 0, paddingInlineStart: vars.space.md, gap: vars.space.sm, overflow: 'hidden' }]);

export const searchIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `${vars.space.sm} 0`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    // The browser's own clear control would duplicate ours.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const clearButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    [`${searchField}[data-empty] &, ${searchField}[data-disabled] &`]: { visibility: 'hidden' },
  },
});
