import { style, type StyleRule } from '@vanilla-extract/css';

import { vars } from './theme.css';
import { focus } from './tokens';

/**
 * The focus ring as a rule, for selectors that are not the element's own `[data-focus-visible]`
 * (a checkbox's box drawn when its label has focus, say). Everything else composes `focusRing` or `focusRingInset`.
 */
export const focusRingRule = { outline: `${focus.width} solid ${vars.color.focusRing}`, outlineOffset: focus.offset } satisfies StyleRule;

/** The same ring drawn inside the element: items in a list, cells, buttons inside a control's frame. */
export const focusRingInsetRule = { ...focusRingRule, outlineOffset: focus.insetOffset } satisfies StyleRule;

/** The one visible focus ring, for keyboard focus only. */
export const focusRing = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRingRule } });

/** The ring inside the element, for keyboard focus only. */
export const focusRingInset = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRingInsetRule } });
