export {
  toast,
  toastQueue,
  ToastRegion,
  type ToastMessage,
  type ToastOptions,
  type ToastTone,
} from './Toast';
