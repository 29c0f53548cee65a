import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { buttonFrame, neutralStates } from '../button/Button.css';
import { vars } from '../theme/theme.css';

export const iconButton = recipe({
  base: [buttonFrame, { flexShrink: 0, padding: 0, background: 'transparent' }],
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
        selectors: neutralStates,
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
