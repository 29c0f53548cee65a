import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import {
  composeRenderProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  VisuallyHidden,
} from 'react-aria-components';

import * as styles from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'target' | 'rel'> {
  /** Opens in a new tab; on by default for hrefs with a web scheme (https:, //). */
  isExternal?: boolean;
}

const webScheme = /^([a-z][a-z\d+.-]*:)?\/\//i;

/** The new tab gets neither this page's window (opener) nor its address (referrer). */
const EXTERNAL_REL = 'noopener noreferrer';

/**
 * An inline text link. App paths ('/surveys') navigate client-side through the router; external links open a
 * new tab, say so to screen readers, and drop the opener.
 */
export function Link({ isExternal, href, children, ...props }: LinkProps) {
  const external = isExternal ?? (href !== undefined && webScheme.test(href));
  return (
    <AriaLink
      {...props}
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? EXTERNAL_REL : undefined}
      className={styles.link}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {external && (
            <>
              <ExternalLink size={14} aria-hidden className={styles.externalIcon} />
              {/* A span: the link is phrasing content and may sit inside a paragraph. */}
              <VisuallyHidden elementType="span">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </VisuallyHidden>
            </>
          )}
        </>
      ))}
    </AriaLink>
  );
}
