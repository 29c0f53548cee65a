import { PageHeader } from '@/shared/ui/page-header';

/** Placeholder: the screen itself is built by its own issue. */
export function DashboardPage() {
  return <PageHeader title="Dashboard" subtitle="Overview of your survey activity and insights" />;
}
