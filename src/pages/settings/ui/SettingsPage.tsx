import type { SyntheticEvent } from 'react';

import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Stack } from '@/shared/ui/layout';
import { PageHeader } from '@/shared/ui/page-header';
import { Select } from '@/shared/ui/select';
import { Switch } from '@/shared/ui/switch';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';

import * as styles from './SettingsPage.css';

const LANGUAGES = [
  { id: 'en', label: 'English' },
  { id: 'es', label: 'Spanish' },
  { id: 'fr', label: 'French' },
  { id: 'de', label: 'German' },
  { id: 'ko', label: 'Korean' },
];

const TIMEZONES = [
  { id: 'UTC', label: 'UTC' },
  { id: 'EST', label: 'EST' },
  { id: 'PST', label: 'PST' },
  { id: 'CET', label: 'CET' },
  { id: 'KST', label: 'KST' },
];

const ACCOUNT_FACTS = [
  { term: 'Name', value: 'Ana García' },
  { term: 'Role', value: 'Administrator' },
  { term: 'Member since', value: 'January 15, 2024' },
  { term: 'Last login', value: 'Today at 9:42 AM' },
];

/** A static mock (spec section 2): the controls work, Save only confirms, nothing is stored. */
export function SettingsPage() {
  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    toast.success('Settings saved successfully');
  };

  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your profile, language and notification preferences" />
      <div className={styles.layout}>
        <form onSubmit={save} aria-label="Settings">
          <Stack gap="xl">
            <Card as="section" title="Profile" headingLevel={2}>
              <div className={styles.fields}>
                <TextField label="Display Name" name="displayName" defaultValue="Ana García" />
                <TextField label="Email" name="email" type="email" defaultValue="ana.garcia@example.com" />
                <Select label="Default Language" name="language" items={LANGUAGES} defaultValue="en" />
                <Select label="Timezone" name="timezone" items={TIMEZONES} defaultValue="UTC" />
              </div>
            </Card>
            <Card as="section" title="Notifications" headingLevel={2}>
              <Stack gap="lg">
                <Switch defaultSelected description="Receive updates about your surveys by email">
                  Email Notifications
                </Switch>
                <Switch defaultSelected description="Get notified when a survey reaches its end date">
                  Survey Completion Alerts
                </Switch>
                <Switch description="A summary of new responses and reports every Monday">Weekly Report Summary</Switch>
              </Stack>
            </Card>
            <div>
              <Button type="submit">Save Settings</Button>
            </div>
          </Stack>
        </form>
        <Card as="section" title="Account Information" headingLevel={2}>
          <dl className={styles.facts}>
            {ACCOUNT_FACTS.map(({ term, value }) => (
              <div key={term}>
                <dt className={styles.factTerm}>{term}</dt>
                <dd className={styles.factValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </>
  );
}
