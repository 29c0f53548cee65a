import { keyframes, style, styleVariants } from '@vanilla-extract/css';

import { focusRing, themeClass, vars } from './theme.css';

export const page = style([
  themeClass,
  {
    minBlockSize: '100dvh',
    background: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: '1rem',
    lineHeight: 1.5,
  },
]);

/** One narrow column: a phone's width, centred on anything wider. */
export const column = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '40rem',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: `${vars.space.lg} ${vars.space.xl}`,
});

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

/** What participate/index.html shows before the script runs, drawn again until the first texts arrive. */
export const spinner = style({
  inlineSize: '2rem',
  blockSize: '2rem',
  marginBlock: '3rem',
  marginInline: 'auto',
  border: `3px solid ${vars.color.border}`,
  borderBlockStartColor: vars.color.accent,
  borderRadius: '50%',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '[data-motion="full"] &': { animation: `${spin} 0.9s linear infinite` } },
    },
  },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: '1.25rem', lineHeight: 1.3, fontWeight: 700, overflowWrap: 'anywhere' });

export const progress = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

/** A page that only says something: loading, not found, closed, could not load. */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  marginBlockStart: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const log = style({ display: 'flex', flexDirection: 'column' });

export const messageList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(0.25rem)' },
  to: { opacity: 1, transform: 'none' },
});

const messageBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxInlineSize: '85%',
  // Keeps a message clear of the edge when it is scrolled into view.
  scrollMarginBlock: vars.space.lg,
  '@media': {
    // Only when the person has not asked for less motion: the page root says so too (data-motion), for the scroll.
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '[data-motion="full"] &': { animation: `${appear} ${vars.duration.appear} ease-out` } },
    },
  },
});

/** The assistant speaks from the start side (left, or right in right-to-left languages), the respondent from the end. */
export const message = styleVariants({
  assistant: [messageBase, { alignSelf: 'flex-start' }],
  respondent: [messageBase, { alignSelf: 'flex-end', alignItems: 'flex-end' }],
});

export const speaker = style({ color: vars.color.textMuted, fontSize: '0.8125rem', fontWeight: 600, paddingInline: vars.space.xs });

const bubbleBase = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const bubble = styleVariants({
  assistant: [
    bubbleBase,
    { background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderStartStartRadius: vars.radius.sm },
  ],
  respondent: [
    bubbleBase,
    { background: vars.color.respondentBubble, border: `1px solid ${vars.color.respondentBubble}`, borderStartEndRadius: vars.radius.sm },
  ],
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const label = style({ fontWeight: 600 });

export const answer = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: '5.5rem',
  padding: vars.space.md,
  // 16 px or more: iOS zooms into a smaller field on focus.
  font: 'inherit',
  fontSize: '1rem',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': focusRing,
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[readonly]': { background: vars.color.background },
  },
});

export const counter = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem', textAlign: 'end' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

const buttonBase = style({
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  font: 'inherit',
  fontWeight: 600,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', background: vars.color.disabled, color: vars.color.textDisabled, borderColor: vars.color.disabled },
  },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      color: vars.color.textOnAccent,
      background: vars.color.accent,
      border: `1px solid ${vars.color.accent}`,
      selectors: { '&:active:not(:disabled)': { background: vars.color.accentPressed } },
    },
  ],
  secondary: [
    buttonBase,
    {
      color: vars.color.accent,
      background: vars.color.surface,
      border: `1px solid ${vars.color.borderStrong}`,
      selectors: { '&:active:not(:disabled)': { background: vars.color.background } },
    },
  ],
});

/** The end of the line of actions: 'Finish now' stands apart from Send. */
export const finishNow = style({ marginInlineStart: 'auto' });

/** The question 'Finish now' asks before ending, in place of the button. */
export const confirmFinish = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  color: vars.color.dangerText,
  background: vars.color.dangerBackground,
  border: `1px solid ${vars.color.dangerBorder}`,
  borderRadius: vars.radius.md,
});

export const thanks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.successText,
  background: vars.color.successBackground,
  border: `1px solid ${vars.color.successBorder}`,
  borderRadius: vars.radius.lg,
});

export const thanksTitle = style({
  margin: 0,
  fontSize: '1.125rem',
  selectors: { '&:focus-visible': focusRing },
});
