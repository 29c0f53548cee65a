import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

import { Tooltip, TooltipTrigger } from '../tooltip';
import * as styles from './IconButton.css';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'>,
    styles.IconButtonVariants {
  /** The accessible name, also shown as a tooltip on hover and keyboard focus. */
  label: string;
  /** The icon; it is decorative, so give it `aria-hidden`. */
  children: ReactNode;
  tooltipPlacement?: 'top' | 'bottom' | 'start' | 'end';
}

/** A square icon-only button. Its label is required because the icon alone has no text for assistive technology. */
export function IconButton({ label, children, variant, size, tooltipPlacement, ...props }: IconButtonProps) {
  return (
    <TooltipTrigger>
      <AriaButton {...props} aria-label={label} className={styles.iconButton({ variant, size })}>
        {children}
      </AriaButton>
      <Tooltip placement={tooltipPlacement}>{label}</Tooltip>
    </TooltipTrigger>
  );
}
