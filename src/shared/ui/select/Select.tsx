import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
  type ValidationResult,
} from 'react-aria-components';

import { Description, FieldError, fieldStyle, Label } from '../field';
import { ListBox, ListBoxItem, type ListBoxItemProps, type ListBoxOption, ListBoxPopover } from '../list-box';
import * as styles from './Select.css';

export type SelectOption = ListBoxOption;

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<AriaSelectProps<T>, 'className' | 'style' | 'children' | 'items'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Options as `{ id, label }`; rendered as SelectItems unless `children` renders them. */
  items?: Iterable<T>;
  /** Static `SelectItem`s, or a function rendering one per item. */
  children?: ReactNode | ((item: T) => ReactNode);
}

/** A react-aria Select: a button that opens a list of options, for choosing one of a few known values. */
export function Select<T extends SelectOption = SelectOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={`${fieldStyle} ${styles.select}`}>
      <Label>{label}</Label>
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown size={16} aria-hidden className={styles.chevron} />
      </AriaButton>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <ListBoxPopover>
        <ListBox items={items}>{children ?? ((item: T) => <SelectItem id={item.id}>{item.label}</SelectItem>)}</ListBox>
      </ListBoxPopover>
    </AriaSelect>
  );
}

export type SelectItemProps<T extends object = object> = ListBoxItemProps<T>;

export function SelectItem<T extends object = object>(props: SelectItemProps<T>) {
  return <ListBoxItem {...props} />;
}
