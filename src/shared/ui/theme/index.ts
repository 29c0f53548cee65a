import './global.css';

export { vars, lightTheme } from './theme.css';
export { focusRingRule, focusRingInsetRule } from './focus.css';
export { media } from './media';
export { loadHangulFont } from './hangulFont';
