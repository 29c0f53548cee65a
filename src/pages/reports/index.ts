export { ReportsPage } from './ui/ReportsPage';
