import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Info, type LucideIcon, X } from 'lucide-react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
  type ToastOptions,
} from 'react-aria-components';

import * as styles from './Toast.css';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastMessage {
  tone: ToastTone;
  title: string;
  description?: string;
}

export type { ToastOptions };

/** Long enough to read a title and a sentence; errors that need longer pass their own `timeout`. */
const DEFAULT_TIMEOUT_MS = 5000;

/** The app's one toast queue; the one `<ToastRegion />` (mounted with the app providers) shows it. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 });

function show(tone: ToastTone) {
  return (title: string, description?: string, options?: ToastOptions): string =>
    toastQueue.add({ tone, title, description }, { timeout: DEFAULT_TIMEOUT_MS, ...options });
}

/** Shows a toast and returns its key (for `toastQueue.close(key)`). */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
};

const icons: Record<ToastTone, LucideIcon> = { success: CircleCheck, error: CircleAlert, info: Info };

/** Fixed to the bottom-right corner; renders nothing until a toast is queued. Mount it once. */
export function ToastRegion() {
  return (
    <AriaToastRegion queue={toastQueue} className={styles.region}>
      <AriaToastList<ToastMessage> className={styles.list}>{({ toast: item }) => <ToastItem toast={item} />}</AriaToastList>
    </AriaToastRegion>
  );
}

function ToastItem({ toast: item }: { toast: QueuedToast<ToastMessage> }) {
  const { t } = useLingui();
  const { tone, title, description } = item.content;
  const Icon = icons[tone];
  return (
    <AriaToast toast={item} className={styles.toast({ tone })}>
      <Icon size={18} className={styles.icon} aria-hidden />
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
      </AriaToastContent>
      <AriaButton slot="close" aria-label={t`Close`} className={styles.closeButton}>
        <X size={16} aria-hidden />
      </AriaButton>
    </AriaToast>
  );
}
