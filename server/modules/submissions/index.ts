export { createSubmissionRoutes, type SubmissionRoutesDeps } from './routes.ts';
