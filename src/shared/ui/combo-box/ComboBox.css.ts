/** The input and its trigger button share one control frame, the same parts as every grouped field. */
export { controlGroup as group, groupInput as input, groupButton as trigger } from '../field/Field.css';
