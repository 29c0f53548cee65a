import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';

import { Description, FieldError, fieldStyle, Label } from '../field';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  orientation?: 'vertical' | 'horizontal';
  /** `Checkbox`es from ../checkbox, each with a `value`. */
  children: ReactNode;
}

/** A labelled group of checkboxes (react-aria CheckboxGroup) with a description and one error message for the group. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={fieldStyle}>
      <Label>{label}</Label>
      <div className={`${styles.options} ${styles.orientation[orientation]}`}>{children}</div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
