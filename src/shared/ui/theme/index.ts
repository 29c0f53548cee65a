import './global.css';

export { vars, lightTheme } from './theme.css';
export { focusRing, focusRingInset, focusRingRule, focusRingInsetRule } from './focus.css';
export { media } from './media';
export { loadHangulFont } from './hangulFont';
