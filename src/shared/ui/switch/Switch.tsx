import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';

import { Description } from '../field';
import * as styles from './Switch.css';

/** A switch applies at once, so it has no validation; use a Checkbox for consent that a form checks. */
export interface SwitchProps
  extends Omit<
    SwitchFieldProps,
    'className' | 'style' | 'children' | 'isInvalid' | 'isRequired' | 'validate' | 'validationBehavior'
  > {
  /** The visible label; without one, pass `aria-label`. */
  children?: ReactNode;
  description?: string;
}

/** A react-aria Switch for a setting that takes effect at once, with its label and an optional description. */
export function Switch({ children, description, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={styles.field}>
      <SwitchButton className={styles.switchRoot}>
        <span className={styles.track} aria-hidden>
          <span className={styles.handle} />
        </span>
        {children}
      </SwitchButton>
      {description && <Description>{description}</Description>}
    </SwitchField>
  );
}
