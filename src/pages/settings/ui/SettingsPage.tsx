import { Trans, useLingui } from '@lingui/react/macro';
import type { Key, SyntheticEvent } from 'react';

import { chooseLocale, isUiLocale, APP_LOCALES, LOCALE_ENDONYMS, PSEUDO_LOCALE, type UiLocale } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Stack } from '@/shared/ui/layout';
import { PageHeader } from '@/shared/ui/page-header';
import { Select } from '@/shared/ui/select';
import { Switch } from '@/shared/ui/switch';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';

import * as styles from './SettingsPage.css';

/** The static Default Language of the spec's profile mock (spec section 2), named in the app's language. */
const PROFILE_LANGUAGES = ['en', 'es', 'fr', 'de', 'ko'];

/** The profile mock's sample person (spec section 2): data, the same in every language. */
const SAMPLE_NAME = 'Ana García';

const TIMEZONES = ['UTC', 'EST', 'PST', 'CET', 'KST'].map((zone) => ({ id: zone, label: zone }));

/** The pseudo-locale is a development and review tool: the built app offers only real languages. */
const DISPLAY_LOCALES: readonly UiLocale[] = import.meta.env.DEV ? [...APP_LOCALES, PSEUDO_LOCALE] : APP_LOCALES;

/** The account card's fixed sample: the spec's 'January 15, 2024' and 'Today at 9:42 AM', in the app's language. */
const MEMBER_SINCE = new Date(2024, 0, 15);
const LAST_LOGIN = new Date(2024, 0, 15, 9, 42);

/**
 * A static mock (spec section 2): the controls work, Save only confirms, nothing is stored. The one exception is the
 * display language (issue 27): it applies at once and is remembered in this browser.
 */
export function SettingsPage() {
  const { t, i18n } = useLingui();
  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    toast.success(t`Settings saved successfully`);
  };
  const languageNames = new Intl.DisplayNames([i18n.locale], { type: 'language' });
  const profileLanguages = PROFILE_LANGUAGES.map((code) => ({ id: code, label: languageNames.of(code) ?? code }));
  const displayLocales = DISPLAY_LOCALES.map((locale) => ({ id: locale, label: LOCALE_ENDONYMS[locale] }));
  const changeDisplayLocale = (key: Key | null) => {
    if (isUiLocale(key)) void chooseLocale(key);
  };
  const lastLoginTime = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' }).format(LAST_LOGIN);
  const accountFacts = [
    { term: t`Name`, value: SAMPLE_NAME },
    { term: t`Role`, value: t`Administrator` },
    { term: t`Member since`, value: new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(MEMBER_SINCE) },
    { term: t`Last login`, value: t`Today at ${lastLoginTime}` },
  ];

  return (
    <>
      <PageHeader title={t`Settings`} subtitle={t`Manage your profile, language and notification preferences`} />
      <div className={styles.layout}>
        <Stack gap="xl">
          <Card as="section" title={t`Display Language`} headingLevel={2}>
            <Select
              label={t`Language of this app`}
              description={t`Applies at once and is remembered in this browser.`}
              items={displayLocales}
              value={i18n.locale}
              onChange={changeDisplayLocale}
            />
          </Card>
          <form onSubmit={save} aria-label={t`Settings`}>
            <Stack gap="xl">
              <Card as="section" title={t`Profile`} headingLevel={2}>
                <div className={styles.fields}>
                  <TextField label={t`Display Name`} name="displayName" defaultValue={SAMPLE_NAME} />
                  <TextField label={t`Email`} name="email" type="email" defaultValue="ana.garcia@example.com" />
                  <Select label={t`Default Language`} name="language" items={profileLanguages} defaultValue="en" />
                  <Select label={t`Timezone`} name="timezone" items={TIMEZONES} defaultValue="UTC" />
                </div>
              </Card>
              <Card as="section" title={t`Notifications`} headingLevel={2}>
                <Stack gap="lg">
                  <Switch defaultSelected description={t`Receive updates about your surveys by email`}>
                    <Trans>Email Notifications</Trans>
                  </Switch>
                  <Switch defaultSelected description={t`Get notified when a survey reaches its end date`}>
                    <Trans>Survey Completion Alerts</Trans>
                  </Switch>
                  <Switch description={t`A summary of new responses and reports every Monday`}>
                    <Trans>Weekly Report Summary</Trans>
                  </Switch>
                </Stack>
              </Card>
              <div>
                <Button type="submit">
                  <Trans>Save Settings</Trans>
                </Button>
              </div>
            </Stack>
          </form>
        </Stack>
        <Card as="section" title={t`Account Information`} headingLevel={2}>
          <dl className={styles.facts}>
            {accountFacts.map(({ term, value }) => (
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
