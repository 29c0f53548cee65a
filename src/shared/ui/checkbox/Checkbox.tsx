import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components';

import { Description, FieldError } from '../field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label; without one, pass `aria-label`. */
  children?: ReactNode;
  description?: string;
  /** Shown for a standalone checkbox; inside a CheckboxGroup the group shows errors. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * `option`: a full-width row in a list of choices (as in MultiSelectDialog), highlighted on hover,
   * whose whole area, description included, toggles it.
   */
  variant?: 'default' | 'option';
}

/**
 * A react-aria Checkbox with its label, an optional description and error; `variant="option"` draws it as a selectable
 * row for lists such as the target countries.
 */
export function Checkbox({ children, description, errorMessage, variant = 'default', ...props }: CheckboxProps) {
  const isOption = variant === 'option';
  return (
    <CheckboxField {...props} className={styles.field}>
      <CheckboxButton className={isOption ? `${styles.checkbox} ${styles.option}` : styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden>
              {isIndeterminate ? (
                <Minus size={14} strokeWidth={3} />
              ) : (
                isSelected && <Check size={14} strokeWidth={3} />
              )}
            </span>
            {isOption ? (
              <span className={styles.optionText}>
                {children}
                {/* Inside the label so a click on it toggles; hidden from the name, still read as the description. */}
                {description && <Description aria-hidden>{description}</Description>}
              </span>
            ) : (
              children
            )}
          </>
        )}
      </CheckboxButton>
      {!isOption && description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
