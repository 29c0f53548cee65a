import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';

import { controlStyle, Description, FieldError, fieldStyle, Label } from '../field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style'> {
  label: string;
  description?: string;
  placeholder?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** A react-aria TextField: a labelled single-line input with an optional description and error message. */
export function TextField({ label, description, placeholder, errorMessage, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={fieldStyle}>
      <Label>{label}</Label>
      <Input className={controlStyle} placeholder={placeholder} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
