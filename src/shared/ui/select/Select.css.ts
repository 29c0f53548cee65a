import { style } from '@vanilla-extract/css';

import { control } from '../field/Field.css';
import { focusRingRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

/** The Select root; it carries data-invalid, which the trigger reads. */
export const select = style({});

export const trigger = style([
  control,
  {
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': focusRingRule,
      [`${select}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${select}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
});
