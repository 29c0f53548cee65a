import { PageHeader } from '@/shared/ui/page-header';

/** Placeholder: the screen itself is built by its own issue. */
export function CreateSurveyPage() {
  return <PageHeader title="Create Survey" subtitle="Design and deploy customer-satisfaction surveys across regions and channels" />;
}
