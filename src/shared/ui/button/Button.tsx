import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps, composeRenderProps } from 'react-aria-components';

import { Spinner } from '../spinner';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'>, styles.ButtonVariants {
  /** An icon shown before the label (hidden while pending, where the spinner takes its place). */
  icon?: ReactNode;
}

/**
 * A react-aria Button in the product's looks (primary, secondary, ghost, destructive) and sizes. While `isPending` it
 * shows a spinner, stays focusable and ignores presses. For an action that goes to another page use `LinkButton`.
 */
export function Button({ variant, size, isFullWidth, icon, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={styles.button({ variant, size, isFullWidth })}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <Spinner size="sm" /> : icon}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
