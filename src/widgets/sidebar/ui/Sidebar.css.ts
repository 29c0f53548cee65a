import { style } from '@vanilla-extract/css';

import { focusRingRule, media, vars } from '@/shared/ui/theme';

/** Spec section 9. */
const EXPANDED_WIDTH = '256px';
const COLLAPSED_WIDTH = '80px';

export const sidebar = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  width: EXPANDED_WIDTH,
  height: '100vh',
  boxSizing: 'border-box',
  overflow: 'hidden',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  transition: `width ${vars.duration.normal} ease`,
  selectors: {
    '&[data-collapsed]': { width: COLLAPSED_WIDTH },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    // A phone has the top bar and the drawer instead.
    [media.phone]: { display: 'none' },
  },
});

/** On a phone, the bar above the page with the product name and the menu button; hidden from a tablet's width up. */
export const phoneBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  '@media': { [media.tablet]: { display: 'none' } },
});

const collapsed = `${sidebar}[data-collapsed]`;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '64px',
  boxSizing: 'border-box',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    // 80 px leave no room for the logo and the toggle side by side.
    [`${collapsed} &`]: { flexDirection: 'column', justifyContent: 'center', paddingInline: vars.space.md },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
});

export const title = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const nav = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.md,
  selectors: {
    [`${collapsed} &`]: { paddingInline: vars.space.lg },
  },
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '40px',
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    [`${collapsed} &`]: { justifyContent: 'center', paddingInline: 0 },
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-current]': {
      background: vars.color.accentSubtle,
      color: vars.color.accentPressed,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': focusRingRule,
  },
});

export const navLabel = style(ellipsis);

export const navIcon = style({
  flexShrink: 0,
  selectors: {
    [`${navLink}[data-current] &`]: { color: vars.color.accent },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: {
    [`${collapsed} &`]: { alignItems: 'center' },
  },
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const userName = style([
  ellipsis,
  { color: vars.color.text, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold },
]);

export const userEmail = style([ellipsis, { color: vars.color.textMuted, fontSize: vars.fontSize.xs }]);
