import { Dialog, type DialogProps, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';

import * as styles from './Drawer.css';

export interface DrawerProps
  extends Omit<ModalOverlayProps, 'className' | 'style' | 'children' | 'render' | 'isDismissable' | 'UNSTABLE_portalContainer'> {
  /** The accessible name of the drawer's dialog, e.g. 'Navigation'. */
  'aria-label': string;
  /** The content, or a function of `{ close }` for a close button inside. */
  children: DialogProps['children'];
}

/**
 * A panel that slides in from the start edge over a dimmed page: the navigation on a phone. Focus stays inside while it
 * is open; Escape or a tap on the page closes it, and focus returns to the button that opened it. Put it inside a
 * react-aria `DialogTrigger` with that button, or control it with `isOpen` and `onOpenChange`.
 */
export function Drawer({ 'aria-label': label, children, ...props }: DrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable className={styles.overlay}>
      <Modal className={styles.drawer}>
        <Dialog aria-label={label} className={styles.dialog}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
