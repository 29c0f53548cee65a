import { t } from '@lingui/core/macro';

import { copyText } from '@/shared/lib/clipboard';
import { toast } from '@/shared/ui/toast';

/** Copies `text` and says so in a toast (spec section 2: 'Link Copied!' or 'Copy Failed' with `failure`). */
export async function copyWithToast(text: string, success: string, failure: string): Promise<void> {
  const result = await copyText(text);
  if (result.ok) toast.success(success);
  else toast.error(t`Copy Failed`, failure);
}
