import { PageHeader } from '@/shared/ui/page-header';

/** Placeholder: the screen itself is built by its own issue. */
export function RawDataPage() {
  return <PageHeader title="Raw Response Data" subtitle="Export raw survey responses as Excel files for detailed analysis" />;
}
