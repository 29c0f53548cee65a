export { createRespondRoutes, RESPOND_PREFIX } from './routes.ts';
