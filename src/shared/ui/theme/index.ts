import './global.css';

export { vars, lightTheme } from './theme.css';
export { focusRing } from './focus.css';
