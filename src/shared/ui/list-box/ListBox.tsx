import { Check } from 'lucide-react';
import {
  composeRenderProps,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';

import * as styles from './ListBox.css';

/** The plain option shape that Select and ComboBox accept as `items`. */
export interface ListBoxOption {
  id: string;
  label: string;
}

export interface ListBoxProps<T> extends Omit<AriaListBoxProps<T>, 'className' | 'style' | 'renderEmptyState'> {
  /** Shown instead of options when the collection is empty, e.g. when a filter matches nothing. */
  emptyMessage?: string;
}

export function ListBox<T extends object>({ emptyMessage, ...props }: ListBoxProps<T>) {
  return (
    <AriaListBox
      {...props}
      className={styles.listBox}
      renderEmptyState={emptyMessage ? () => <div className={styles.emptyState}>{emptyMessage}</div> : undefined}
    />
  );
}

export type ListBoxItemProps<T> = Omit<AriaListBoxItemProps<T>, 'className' | 'style'>;

export function ListBoxItem<T extends object>({ children, textValue, ...props }: ListBoxItemProps<T>) {
  // Children become a render function below, so RAC can no longer read the text for typeahead and SelectValue.
  const text = textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaListBoxItem {...props} textValue={text} className={styles.item}>
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={styles.itemLabel}>{content}</span>
          {isSelected && <Check size={16} aria-hidden className={styles.checkIcon} />}
        </>
      ))}
    </AriaListBoxItem>
  );
}

/** RAC otherwise lets the list grow to the viewport height; long lists scroll inside this cap instead. */
const defaultMaxHeight = 320;

export type ListBoxPopoverProps = Omit<AriaPopoverProps, 'className' | 'style'>;

/** The floating surface under a Select or ComboBox trigger, at least as wide as the trigger. */
export function ListBoxPopover({ maxHeight = defaultMaxHeight, offset = 4, ...props }: ListBoxPopoverProps) {
  return <AriaPopover {...props} maxHeight={maxHeight} offset={offset} className={styles.popover} />;
}
