import { Search, X } from 'lucide-react';
import {
  Button as AriaButton,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';

import { Description, FieldError, fieldStyle, Label } from '../field';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'style'> {
  label: string;
  /** Hides the visible label (e.g. in a toolbar); it stays the field's accessible name. */
  isLabelHidden?: boolean;
  description?: string;
  placeholder?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** A react-aria SearchField: a labelled search box that Escape or its clear button empties. */
export function SearchField({ label, isLabelHidden, description, placeholder, errorMessage, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      aria-label={isLabelHidden ? label : undefined}
      className={`${fieldStyle} ${styles.searchField}`}
    >
      {!isLabelHidden && <Label>{label}</Label>}
      <Group className={styles.group}>
        <Search size={16} aria-hidden className={styles.searchIcon} />
        <Input className={styles.input} placeholder={placeholder} />
        {/* RAC names it "Clear search" and keeps it out of the tab order; Escape clears from the keyboard. */}
        <AriaButton className={styles.clearButton}>
          <X size={16} aria-hidden />
        </AriaButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaSearchField>
  );
}
