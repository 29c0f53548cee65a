import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { focusRingRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

/** What every button shares, IconButton too: a centred row, the focus ring, the disabled look. */
export const buttonFrame = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingRule,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** Hover and press on a neutral button, one on the surface or on nothing. */
export const neutralStates: StyleRule['selectors'] = {
  '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
  '&[data-pressed]:not([data-disabled])': { background: vars.color.border },
};

export const button = recipe({
  base: [
    buttonFrame,
    {
      gap: vars.space.sm,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.tight,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      selectors: {
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accentHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.accentPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: neutralStates,
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: neutralStates,
      },
      destructive: {
        background: vars.color.danger.solid,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.danger.foreground },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.danger.foreground },
        },
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: '32px' },
      md: { fontSize: vars.fontSize.sm, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: '40px' },
      lg: { fontSize: vars.fontSize.md, padding: `${vars.space.md} ${vars.space.xl}`, minHeight: '48px' },
    },
    isFullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
