export { createSignInRoutes, LOGIN_COOKIE, SIGN_IN_PREFIX, type SignInRoutesDeps } from './routes.ts';
