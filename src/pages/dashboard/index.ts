export { DashboardPage } from './ui/DashboardPage';
