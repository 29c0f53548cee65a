import { PageHeader } from '@/shared/ui/page-header';

/** Placeholder: the screen itself is built by its own issue. */
export function ReportsPage() {
  return <PageHeader title="Survey Reports" subtitle="View and analyze processed survey reports" />;
}
