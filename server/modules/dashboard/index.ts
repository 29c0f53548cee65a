export { createDashboardRoutes, type DashboardRoutesDeps } from './routes.ts';
export { readDashboardStats } from './service.ts';
