import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';

import { Button } from '../button';
import { Dialog, type DialogProps } from '../dialog';
import * as styles from './AlertDialog.css';

export interface AlertDialogProps extends Pick<DialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  title: string;
  /** The question or consequence, announced as the dialog's description. */
  children: ReactNode;
  /** 'destructive' paints the confirm button red for irreversible actions. */
  variant?: 'destructive' | 'confirm';
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed request runs: the confirm button spins, Cancel and Escape are disabled. */
  isPending?: boolean;
  /**
   * Close as soon as confirm is pressed (default). Set false when `onConfirm` starts a request:
   * drive `isPending`, then close through `isOpen`/`onOpenChange` when it settles.
   */
  shouldCloseOnConfirm?: boolean;
}

/** Asks to confirm or cancel an action. Escape and Cancel cancel; a click outside does nothing. */
export function AlertDialog({
  title,
  children,
  variant = 'confirm',
  onConfirm,
  confirmLabel,
  cancelLabel,
  isPending = false,
  shouldCloseOnConfirm = true,
  ...props
}: AlertDialogProps) {
  const { t } = useLingui();
  const messageId = useId();
  return (
    <Dialog
      {...props}
      role="alertdialog"
      title={title}
      aria-describedby={messageId}
      size="sm"
      isDismissable={false}
      isPending={isPending}
      isCloseButtonHidden
      footer={({ close }) => (
        <>
          <Button slot="close" variant="secondary" isDisabled={isPending}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button
            variant={variant === 'destructive' ? 'destructive' : 'primary'}
            isPending={isPending}
            onPress={() => {
              onConfirm();
              if (shouldCloseOnConfirm) close();
            }}
          >
            {confirmLabel ?? t`Confirm`}
          </Button>
        </>
      )}
    >
      <div id={messageId} className={styles.message}>
        {children}
      </div>
    </Dialog>
  );
}
