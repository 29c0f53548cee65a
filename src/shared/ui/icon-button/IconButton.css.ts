import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/theme.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      ghost: {
        color: vars.color.textMuted,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover, color: vars.color.text },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.border, color: vars.color.text },
        },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.border },
        },
      },
      destructive: {
        color: vars.color.danger.foreground,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            background: vars.color.danger.background,
            borderColor: vars.color.danger.border,
          },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.danger.border },
        },
      },
    },
    size: {
      sm: { width: '32px', height: '32px' },
      md: { width: '40px', height: '40px' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
