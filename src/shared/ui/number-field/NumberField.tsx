import { Minus, Plus } from 'lucide-react';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';

import { Description, FieldError, fieldStyle, Label } from '../field';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'style'> {
  label: string;
  description?: string;
  placeholder?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** Steppers get "Decrease/Increase <label>" names from RAC; they stay out of the tab order, arrow keys step instead. */
export function NumberField({ label, description, placeholder, errorMessage, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={fieldStyle}>
      <Label>{label}</Label>
      <Group className={styles.group}>
        <Input className={styles.input} placeholder={placeholder} />
        <AriaButton slot="decrement" className={styles.stepper}>
          <Minus size={16} aria-hidden />
        </AriaButton>
        <AriaButton slot="increment" className={styles.stepper}>
          <Plus size={16} aria-hidden />
        </AriaButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
