import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/theme.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.accentSubtle,
    color: vars.color.accentPressed,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: '24px', height: '24px', fontSize: vars.fontSize.xs },
      md: { width: '32px', height: '32px', fontSize: vars.fontSize.sm },
      lg: { width: '48px', height: '48px', fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
