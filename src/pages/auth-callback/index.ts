export { AuthCallbackPage, type AuthCallbackPageProps } from './ui/AuthCallbackPage';
