import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Group,
  Input,
  type ValidationResult,
} from 'react-aria-components';

import { Description, FieldError, fieldStyle, Label } from '../field';
import { ListBox, ListBoxItem, type ListBoxItemProps, type ListBoxOption, ListBoxPopover } from '../list-box';
import * as styles from './ComboBox.css';

export type ComboBoxOption = ListBoxOption;

export interface ComboBoxProps<T extends ComboBoxOption = ComboBoxOption>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'style' | 'children' | 'allowsEmptyCollection'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Shown in the open list when the typed text matches no option. */
  emptyMessage?: string;
  /** Static `ComboBoxItem`s, or a function rendering one per item; defaults to one per `{ id, label }`. */
  children?: ReactNode | ((item: T) => ReactNode);
}

/** A text field with a filtered list of options (react-aria ComboBox), for choosing one item from a long list by typing. */
export function ComboBox<T extends ComboBoxOption = ComboBoxOption>({
  label,
  description,
  errorMessage,
  placeholder,
  emptyMessage,
  children,
  ...props
}: ComboBoxProps<T>) {
  const { t } = useLingui();
  return (
    // allowsEmptyCollection keeps the list open while typing, so the empty message can be read.
    <AriaComboBox {...props} allowsEmptyCollection className={fieldStyle}>
      <Label>{label}</Label>
      <Group className={styles.group}>
        <Input className={styles.input} placeholder={placeholder} />
        <AriaButton className={styles.trigger}>
          <ChevronDown size={16} aria-hidden />
        </AriaButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <ListBoxPopover>
        <ListBox<T> emptyMessage={emptyMessage ?? t`No results found`}>
          {children ?? ((item: T) => <ComboBoxItem id={item.id}>{item.label}</ComboBoxItem>)}
        </ListBox>
      </ListBoxPopover>
    </AriaComboBox>
  );
}

export type ComboBoxItemProps<T extends object = object> = ListBoxItemProps<T>;

export function ComboBoxItem<T extends object = object>(props: ComboBoxItemProps<T>) {
  return <ListBoxItem {...props} />;
}
