import { createVar, globalStyle, style } from '@vanilla-extract/css';

import { focusRingInsetRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const fieldError = style({ fontSize: vars.fontSize.xs, color: vars.color.danger.foreground });

/** The shared look of every text-like control (input, textarea, select trigger, date field group). */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
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
    '&[data-focused], &[data-focus-within], &[data-focus-visible]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 3px ${vars.color.accentSubtle}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger.solid },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** One frame around an input and its buttons (combo box, search field, number field); the parts pad themselves. */
export const controlGroup = style([control, { padding: 0, overflow: 'hidden' }]);

/** The borderless input inside a controlGroup; the frame draws the border and focus. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** An icon button in a controlGroup, as tall as the frame; its focus ring sits inside, where the frame cannot clip. */
export const groupButton = style({
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
    '&[data-hovered]:not([data-disabled])': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-pressed]:not([data-disabled])': { background: vars.color.border },
    '&[data-focus-visible]': focusRingInsetRule,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The width of a checkbox box or switch track, set by each toggle so its help text lines up with the label. */
export const toggleControlWidth = createVar();

/** A checkbox or switch with its help text and error under it. */
export const toggleField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

globalStyle(`${toggleField} > :not(label)`, { paddingInlineStart: `calc(${toggleControlWidth} + ${vars.space.sm})` });

/** The pressable label of a checkbox or switch: the control, then the label text. */
export const toggleRow = style({
  // Keeps RAC's visually hidden input inside the row, so focusing it scrolls this row into view.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
