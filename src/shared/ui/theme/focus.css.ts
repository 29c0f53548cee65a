import type { StyleRule } from '@vanilla-extract/css';

import { vars } from './theme.css';
import { focus } from './tokens';

/**
 * The one keyboard focus ring, drawn outside a standalone control:
 * `selectors: { '&[data-focus-visible]': focusRingRule }` (or under the selector of the part that shows it).
 */
export const focusRingRule = { outline: `${focus.width} solid ${vars.color.focusRing}`, outlineOffset: focus.offset } satisfies StyleRule;

/** The same ring drawn inside the element: items in a list, cells, buttons inside a control's frame. */
export const focusRingInsetRule = { ...focusRingRule, outlineOffset: focus.insetOffset } satisfies StyleRule;
