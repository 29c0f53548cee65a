export {
  ListBox,
  ListBoxItem,
  ListBoxPopover,
  type ListBoxOption,
  type ListBoxProps,
  type ListBoxItemProps,
  type ListBoxPopoverProps,
} from './ListBox';
