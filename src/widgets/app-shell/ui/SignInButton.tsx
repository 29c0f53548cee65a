import { Link as AriaLink } from 'react-aria-components';

import * as styles from './SignInButton.css';

/** The Sign In action shown when not authenticated; /login sends the user through sign-in to the home page (spec section 2). */
export function SignInButton() {
  return (
    <AriaLink href="/login" className={styles.signInButton}>
      Sign In
    </AriaLink>
  );
}
