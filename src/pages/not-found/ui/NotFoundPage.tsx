import { Trans } from '@lingui/react/macro';

import { appRoutes } from '@/shared/config';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';

import * as styles from './NotFoundPage.css';

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.code}>404</h1>
      <Text size="lg" tone="muted">
        <Trans>Oops! Page not found</Trans>
      </Text>
      <Link href={appRoutes.dashboard}>
        <Trans>Return to Home</Trans>
      </Link>
    </main>
  );
}
