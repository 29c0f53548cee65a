export { ReportDetailPage } from './ui/ReportDetailPage';
