import { useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';

import { CountryLabel, LanguageLabel } from '@/entities/geography';
import type { SurveyLink } from '@/entities/survey';
import { channelLabel } from '@/shared/lib/channel';
import { countryName, languageName } from '@/shared/lib/language';
import { IconButton } from '@/shared/ui/icon-button';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';

import { copyWithToast } from '../lib/copyWithToast';
import { LinkQrCode } from './LinkQrCode';
import * as styles from './SurveyLinkRow.css';

export interface SurveyLinkRowProps {
  surveyId: string;
  link: SurveyLink;
}

/** How people name a link, in `locale`: 'Mexico Spanish (Mexico) Channel 1'. */
function linkName(link: SurveyLink, locale: string): string {
  return [countryName(link.country, locale), languageName(link.language, locale), link.channel ? channelLabel(link.channel) : undefined]
    .filter(Boolean)
    .join(' ');
}

/** The downloaded QR files' name: survey_{id}_{country}_{language}_channel-{n}, safe on every file system. */
function fileStem(surveyId: string, link: SurveyLink): string {
  return ['survey', surveyId, link.country, link.language, link.channel ? `channel-${link.channel}` : undefined]
    .filter(Boolean)
    .join('_')
    .replace(/[^A-Za-z0-9_-]/g, '-');
}

/**
 * One participation link in a list: its country, language (with the language respondents get when it differs) and
 * channel, the address on one line, and buttons to copy it and to show its QR code. An item of a `<ul>`.
 */
export function SurveyLinkRow({ surveyId, link }: SurveyLinkRowProps) {
  const { t, i18n } = useLingui();
  const name = linkName(link, i18n.locale);
  return (
    <li className={styles.row}>
      <div className={styles.meta}>
        <CountryLabel name={countryName(link.country, i18n.locale)} />
        <LanguageLabel code={link.language} effectiveCode={link.effectiveLanguage} />
        {link.channel && (
          <Text as="span" size="sm" tone="muted">
            {channelLabel(link.channel)}
          </Text>
        )}
      </div>
      <div className={styles.url}>
        {/* An external link opens in a new tab and says so to screen readers. */}
        <Link href={link.url} isExternal>
          {link.url}
        </Link>
      </div>
      <div className={styles.actions}>
        <IconButton
          label={t`Copy link for ${name}`}
          variant="ghost"
          size="sm"
          onPress={() => {
            void copyWithToast(link.url, t`Link Copied!`, t`Failed to copy link to clipboard`);
          }}
        >
          <Copy size={16} aria-hidden />
        </IconButton>
        <LinkQrCode url={link.url} name={name} fileStem={fileStem(surveyId, link)} />
      </div>
    </li>
  );
}
