export { AriaRouterProvider } from './AriaRouterProvider';
export { leaveTo, type LeaveTo } from './leaveTo';
