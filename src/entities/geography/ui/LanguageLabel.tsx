import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from 'react-aria-components';

import { Badge } from '@/shared/ui/badge';
import { Box } from '@/shared/ui/layout';
import { languageFlag, languageName } from '@/shared/lib/language';

const normalised = (code: string) => code.trim().replaceAll('_', '-').toLowerCase();

function Flag({ code }: { code: string }) {
  const flag = languageFlag(code);
  // The name beside it says the same; a screen reader would only repeat it.
  return flag ? <span aria-hidden="true">{flag}</span> : null;
}

export interface LanguageLabelProps {
  /** The language asked for (a code such as 'es-MX'). */
  code: string;
  /** The language actually used, when known; shown as a highlighted badge when it differs from `code`. */
  effectiveCode?: string | null;
}

/** A language's flag and name in the app's language ('🇲🇽 Spanish (Mexico)'); an unknown code is shown as given. */
export function LanguageLabel({ code, effectiveCode }: LanguageLabelProps) {
  const { i18n } = useLingui();
  const differs = Boolean(effectiveCode?.trim()) && normalised(effectiveCode ?? '') !== normalised(code);
  return (
    <Box as="span" display="inline-flex" alignItems="center" flexWrap="wrap" gap="xs">
      <Flag code={code} />
      <span>{languageName(code, i18n.locale)}</span>
      {differs && effectiveCode && (
        <Badge tone="warning" size="sm" icon={languageFlag(effectiveCode) || undefined}>
          <VisuallyHidden elementType="span">
            <Trans>effective language:</Trans>{' '}
          </VisuallyHidden>
          {languageName(effectiveCode, i18n.locale)}
        </Badge>
      )}
    </Box>
  );
}
