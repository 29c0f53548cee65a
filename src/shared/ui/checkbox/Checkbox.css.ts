import { style } from '@vanilla-extract/css';

import { toggleControlWidth, toggleField, toggleRow } from '../field/Field.css';
import { focusRingRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

const boxSize = '18px';

export const field = style([toggleField, { vars: { [toggleControlWidth]: boxSize } }]);

export const checkbox = style([toggleRow]);

/** A full-width row in a list of choices; the label and description stack beside the box. */
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    // Optically centres the box on the first line of a stacked label.
    [`${option} &`]: { marginTop: '1px' },
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]: {
      background: vars.color.danger.solid,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRingRule,
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});
