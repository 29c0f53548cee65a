import { PageHeader } from '@/shared/ui/page-header';

/** Placeholder: the screen itself is built by its own issue. */
export function SurveysPage() {
  return <PageHeader title="Survey Management" subtitle="View, filter and manage all your surveys" />;
}
