import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/theme.css';

function tone(name: 'success' | 'warning' | 'danger' | 'info' | 'neutral') {
  return {
    color: vars.color[name].foreground,
    background: vars.color[name].background,
    borderColor: vars.color[name].border,
  };
}

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
      info: tone('info'),
      neutral: tone('neutral'),
      accent: {
        color: vars.color.accent,
        background: vars.color.accentSubtle,
        // The theme has no accent border token; a tint of the accent keeps the family look.
        borderColor: `color-mix(in srgb, ${vars.color.accent} 25%, transparent)`,
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.xs, padding: `${vars.space.xxs} ${vars.space.sm}` },
      md: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.md}` },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
