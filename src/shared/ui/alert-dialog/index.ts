export { AlertDialog, type AlertDialogProps } from './AlertDialog';
