import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

import { framedList, framedRow } from './SurveyDetailsDialog.css';

export const locale = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const localeHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const items = framedList;

export const item = style([framedRow, { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' }]);

export const itemTexts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.danger.foreground,
  background: vars.color.danger.background,
});
