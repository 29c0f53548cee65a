import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, Search } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import type { DateValue } from 'react-aria-components';

import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { DatePicker } from '@/shared/ui/date-picker';
import { Grid, Inline, Stack } from '@/shared/ui/layout';
import { TextField } from '@/shared/ui/text-field';

/** Spec section 9: the Search button's busy indicator. */
export const SEARCH_BUSY_MS = 500;

export interface SurveyFilterValues {
  title: string;
  creator: string;
  /** Held but not applied on this screen (spec section 5). */
  startDate: DateValue | null;
  endDate: DateValue | null;
}

export const EMPTY_FILTERS: SurveyFilterValues = { title: '', creator: '', startDate: null, endDate: null };

export interface SurveyFilterCardProps {
  values: SurveyFilterValues;
  onChange: (values: SurveyFilterValues) => void;
}

/**
 * Title and creator filter as you type; Search only shows a short spinner (spec section 2), Reset clears them all.
 * Memoised: a sort or a table change of the page leaves its four fields as they are, without drawing them again.
 */
export const SurveyFilterCard = memo(function SurveyFilterCard({ values, onChange }: SurveyFilterCardProps) {
  const { t } = useLingui();
  const [isSearching, setSearching] = useState(false);

  useEffect(() => {
    if (!isSearching) return undefined;
    const timer = window.setTimeout(() => {
      setSearching(false);
    }, SEARCH_BUSY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [isSearching]);

  return (
    <Card as="section" title={t`Search Filters`} headingLevel={2} padding="md">
      <Stack gap="md">
        <Grid columns={{ mobile: 1, tablet: 2, wide: 4 }} gap="md">
          <TextField
            label={t`Survey Title`}
            placeholder={t`Search by title`}
            value={values.title}
            onChange={(title) => {
              onChange({ ...values, title });
            }}
          />
          <TextField
            label={t`Creator`}
            placeholder={t`Search by creator`}
            value={values.creator}
            onChange={(creator) => {
              onChange({ ...values, creator });
            }}
          />
          <DatePicker
            label={t`Start Date`}
            value={values.startDate}
            onChange={(startDate) => {
              onChange({ ...values, startDate });
            }}
          />
          <DatePicker
            label={t`End Date`}
            value={values.endDate}
            onChange={(endDate) => {
              onChange({ ...values, endDate });
            }}
          />
        </Grid>
        <Inline gap="sm" justifyContent="flex-end">
          <Button
            variant="secondary"
            icon={<RotateCcw size={16} aria-hidden />}
            onPress={() => {
              onChange(EMPTY_FILTERS);
            }}
          >
            <Trans>Reset</Trans>
          </Button>
          <Button
            icon={<Search size={16} aria-hidden />}
            isPending={isSearching}
            onPress={() => {
              setSearching(true);
            }}
          >
            <Trans>Search</Trans>
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
});
