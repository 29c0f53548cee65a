import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';

import { Description, FieldError, fieldStyle, Label } from '../field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style'> {
  label: string;
  description?: string;
  placeholder?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Visible text lines before the area scrolls or is resized. */
  rows?: number;
}

/** A react-aria TextField with a multi-line text area, its label, description and error message. */
export function TextArea({ label, description, placeholder, errorMessage, rows = 4, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} className={fieldStyle}>
      <Label>{label}</Label>
      <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
