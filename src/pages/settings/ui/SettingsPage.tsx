import { PageHeader } from '@/shared/ui/page-header';

/** Placeholder: the screen itself is built by its own issue. */
export function SettingsPage() {
  return <PageHeader title="Settings" subtitle="Manage your profile and notification preferences" />;
}
