import { Spinner } from '@/shared/ui/spinner';
import { Inline } from '@/shared/ui/layout';
import { Text } from '@/shared/ui/text';

/** Placeholder: token handling arrives with the signed-in shell issue. */
export function AuthCallbackPage() {
  return (
    <Inline role="status" justifyContent="center" padding="xxxl">
      <Spinner />
      <Text>Finalizing authentication...</Text>
    </Inline>
  );
}
