import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';

import * as styles from './Modal.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps
  extends Omit<ModalOverlayProps, 'className' | 'style' | 'children' | 'render' | 'UNSTABLE_portalContainer'> {
  /** Maximum width of the surface: sm 24rem, md 32rem (default), lg 48rem, xl 64rem. */
  size?: ModalSize;
  /** Usually a Dialog, which gives the modal its role and accessible name. */
  children: ReactNode;
}

/**
 * A centred surface over a dimmed backdrop that blocks the page behind it.
 * `isDismissable` lets a click outside close it; pair `isDismissable={false}` with
 * `isKeyboardDismissDisabled` while a request is in flight so nothing closes it.
 */
export function Modal({ size, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={styles.overlay}>
      <AriaModal className={styles.modal({ size })}>{children}</AriaModal>
    </ModalOverlay>
  );
}
