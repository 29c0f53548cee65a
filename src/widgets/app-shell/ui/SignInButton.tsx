import { Trans } from '@lingui/react/macro';

import { LinkButton } from '@/shared/ui/button';

/** The Sign In action shown when not authenticated; /login sends the user through sign-in to the home page (spec section 2). */
export function SignInButton() {
  return (
    <LinkButton href="/login">
      <Trans>Sign In</Trans>
    </LinkButton>
  );
}
