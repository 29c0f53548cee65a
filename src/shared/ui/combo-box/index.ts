export { ComboBox, ComboBoxItem, type ComboBoxProps, type ComboBoxItemProps, type ComboBoxOption } from './ComboBox';
