export { MultiSelectDialog, type MultiSelectDialogProps, type MultiSelectItem } from './MultiSelectDialog';
