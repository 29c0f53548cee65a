export { createReportRoutes, type ReportRoutesDeps } from './routes.ts';
