export { DashboardPage } from './ui/DashboardPage';
export { DashboardNowProvider, type DashboardNowProviderProps } from './model/dashboardNow';
