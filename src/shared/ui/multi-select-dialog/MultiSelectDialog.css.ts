import { style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const searchField = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} 40px`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focused]': { borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.accentSubtle}` },
    '&::placeholder': { color: vars.color.textMuted },
    // RAC draws its own clear button.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clearButton = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [`${searchField}[data-empty] &`]: { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const option = style({
  // Keeps RAC's visually hidden input inside the scrolling list, so focusing it scrolls the right row into view.
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const allOption = style({
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `1px solid ${vars.color.border}`,
  borderBottomLeftRadius: 0,
  borderBottomRightRadius: 0,
  paddingBottom: vars.space.md,
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  // Optically centres the box on the first line of the label.
  marginTop: '1px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${option}[data-selected] &, ${option}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${option}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${option}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${option}[data-disabled] &`]: { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    [`${option}[data-disabled][data-selected] &`]: {
      background: vars.color.borderStrong,
      borderColor: vars.color.borderStrong,
    },
  },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: vars.lineHeight.tight });

export const optionDescription = style({
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
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
