import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Dialog,
  type DialogProps,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';

import * as styles from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style'> {
  /** Draws an arrow pointing at the trigger. */
  hasArrow?: boolean;
}

/** A floating surface anchored to its trigger: the shell for dialogs, list boxes and calendars. */
export function Popover({ hasArrow = false, offset, children, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} offset={offset ?? (hasArrow ? 12 : 8)} className={styles.popover}>
      {composeRenderProps(children, (content) => (
        <>
          {hasArrow && (
            <OverlayArrow>
              <svg width={14} height={8} viewBox="0 0 14 8" aria-hidden className={styles.arrow}>
                <path d="M0 0 L7 7 L14 0" />
              </svg>
            </OverlayArrow>
          )}
          {content}
        </>
      ))}
    </AriaPopover>
  );
}

export interface PopoverDialogProps extends Omit<DialogProps, 'className' | 'style' | 'children'> {
  /** A heading that names the dialog; without it, the dialog is named by its trigger. */
  title?: string;
  children: ReactNode;
}

/** The padded content of a popover opened by a PopoverTrigger (help text, small forms); focus moves into it. */
export function PopoverDialog({ title, children, ...props }: PopoverDialogProps) {
  return (
    <Dialog {...props} className={styles.dialog}>
      {title && (
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
      )}
      {children}
    </Dialog>
  );
}

/** Opens a Popover from the pressable element before it: `<PopoverTrigger><Button/><Popover>…</Popover></PopoverTrigger>`. */
export { DialogTrigger as PopoverTrigger, type DialogTriggerProps as PopoverTriggerProps } from 'react-aria-components';
