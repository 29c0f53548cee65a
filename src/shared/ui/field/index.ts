export { Label, Description, FieldError } from './Field';
export {
  field as fieldStyle,
  control as controlStyle,
  controlGroup as controlGroupStyle,
  groupInput as groupInputStyle,
  groupButton as groupButtonStyle,
  description as descriptionStyle,
  fieldError as fieldErrorStyle,
} from './Field.css';
