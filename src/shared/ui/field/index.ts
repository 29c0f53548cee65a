export { Label, Description, FieldError } from './Field';
export { field as fieldStyle, control as controlStyle } from './Field.css';
