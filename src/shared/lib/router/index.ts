export { AriaRouterProvider } from './AriaRouterProvider';
