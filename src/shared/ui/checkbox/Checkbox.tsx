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
}

export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={styles.field}>
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden>
              {isIndeterminate ? (
                <Minus size={14} strokeWidth={3} />
              ) : (
                isSelected && <Check size={14} strokeWidth={3} />
              )}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
