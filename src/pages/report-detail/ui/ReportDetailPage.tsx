import { PageHeader } from '@/shared/ui/page-header';

/** Placeholder: the screen itself is built by its own issue. */
export function ReportDetailPage({ reportId }: { reportId: string }) {
  return <PageHeader title="Report" subtitle={`Report ${reportId}`} />;
}
