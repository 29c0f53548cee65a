import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';

import { button, type ButtonVariants } from './Button.css';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style'>, ButtonVariants {}

/**
 * A link with the button's look: it navigates (through the app's router for an internal href), so assistive technology
 * hears a link. Use it for actions that go to another page, such as 'Sign In' or 'Create New Survey'.
 */
export function LinkButton({ variant, size, isFullWidth, ...props }: LinkButtonProps) {
  return <AriaLink {...props} className={button({ variant, size, isFullWidth })} />;
}
