export {
  Popover,
  PopoverDialog,
  PopoverTrigger,
  type PopoverDialogProps,
  type PopoverProps,
  type PopoverTriggerProps,
} from './Popover';
