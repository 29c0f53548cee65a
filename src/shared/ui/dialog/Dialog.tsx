import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Heading,
} from 'react-aria-components';

import { Modal, type ModalProps } from '../modal';
import * as styles from './Dialog.css';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

/** Content, or a function of `close` for content that closes the dialog itself. */
export type DialogContent = ReactNode | ((opts: { close: () => void }) => ReactNode);

export interface DialogProps
  extends Omit<AriaDialogProps, 'className' | 'style' | 'children' | 'render' | 'slot'>,
    Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled' | 'size'> {
  /** The dialog's heading and accessible name. */
  title: string;
  /** Shown under the title and announced as the dialog's description. */
  description?: ReactNode;
  /** The body; it scrolls when taller than the viewport allows. */
  children?: DialogContent;
  /** Actions, right-aligned under a divider. A `<Button slot="close">` closes the dialog. */
  footer?: DialogContent;
  /** Whether a click outside closes the dialog (default true). Escape closes it unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  /** While a request is in flight: nothing but the caller can close the dialog, and the close button is disabled. */
  isPending?: boolean;
  isCloseButtonHidden?: boolean;
}

/** A modal dialog with a title, optional description, a scrolling body and a footer for actions. */
export function Dialog({
  title,
  description,
  children,
  footer,
  size,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  isPending = false,
  isCloseButtonHidden = false,
  ...props
}: DialogProps) {
  const { t } = useLingui();
  const descriptionId = useId();
  return (
    <Modal
      size={size}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable && !isPending}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled || isPending}
    >
      <AriaDialog
        {...props}
        aria-describedby={description ? descriptionId : props['aria-describedby']}
        className={styles.dialog}
      >
        {({ close }) => (
          <>
            <div className={styles.header}>
              <div className={styles.titles}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {description && (
                  <p id={descriptionId} className={styles.description}>
                    {description}
                  </p>
                )}
              </div>
              {!isCloseButtonHidden && (
                <AriaButton slot="close" aria-label={t`Close`} isDisabled={isPending} className={styles.closeButton}>
                  <X size={18} aria-hidden />
                </AriaButton>
              )}
            </div>
            <DialogBody>{typeof children === 'function' ? children({ close }) : children}</DialogBody>
            {footer && (
              <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
            )}
          </>
        )}
      </AriaDialog>
    </Modal>
  );
}

/** Keyboard users can only scroll a region they can focus, so the body joins the tab order once it overflows. */
function DialogBody({ children }: { children: ReactNode }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [isScrollable, setScrollable] = useState(false);

  useEffect(() => {
    const body = bodyRef.current;
    const content = contentRef.current;
    if (!body || !content) return;
    const observer = new ResizeObserver(() => {
      setScrollable(body.scrollHeight > body.clientHeight);
    });
    observer.observe(body);
    observer.observe(content);
    return () => {
      observer.disconnect();
    };
  }, []);

  return (
    // axe's scrollable-region-focusable asks for exactly this tab stop on a scrolling region.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={bodyRef} className={styles.body} tabIndex={isScrollable ? 0 : undefined}>
      <div ref={contentRef}>{children}</div>
    </div>
  );
}
