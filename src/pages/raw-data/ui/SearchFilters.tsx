import { parseDate, type CalendarDate } from '@internationalized/date';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, Search } from 'lucide-react';
import { useEffect, useState } from 'react';

import type { SurveyFilters } from '@/entities/survey';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { DatePicker } from '@/shared/ui/date-picker';
import { Grid, Inline, Stack } from '@/shared/ui/layout';
import { TextField } from '@/shared/ui/text-field';

/** The Search button only shows that it heard the press (spec section 9): the list already follows every keystroke. */
const SEARCH_BUSY_MS = 500;

export const EMPTY_FILTERS: Required<SurveyFilters> = { title: '', creator: '', startDate: null, endDate: null };

function calendarDate(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export interface SearchFiltersProps {
  filters: Required<SurveyFilters>;
  onChange: (filters: Required<SurveyFilters>) => void;
  /** Clears the filters, the chosen survey and its submissions. */
  onReset: () => void;
}

/** The Search Filters card: title, creator, start and end date; filtering is live. */
export function SearchFilters({ filters, onChange, onReset }: SearchFiltersProps) {
  const { t } = useLingui();
  const [isSearching, setSearching] = useState(false);
  useEffect(() => {
    if (!isSearching) return;
    const timer = setTimeout(() => {
      setSearching(false);
    }, SEARCH_BUSY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [isSearching]);

  const update = (change: Partial<SurveyFilters>) => {
    onChange({ ...filters, ...change });
  };

  return (
    <Card as="section" title={t`Search Filters`} headingLevel={2}>
      <Stack gap="lg">
        <Grid columns={{ mobile: 1, tablet: 2, wide: 4 }} gap="lg">
          <TextField
            label={t`Survey Title`}
            placeholder={t`Search by title`}
            value={filters.title}
            onChange={(title) => {
              update({ title });
            }}
          />
          <TextField
            label={t`Creator`}
            placeholder={t`Search by creator`}
            value={filters.creator}
            onChange={(creator) => {
              update({ creator });
            }}
          />
          <DatePicker
            label={t`Start Date`}
            value={calendarDate(filters.startDate)}
            onChange={(date) => {
              update({ startDate: date?.toString() ?? null });
            }}
          />
          <DatePicker
            label={t`End Date`}
            value={calendarDate(filters.endDate)}
            onChange={(date) => {
              update({ endDate: date?.toString() ?? null });
            }}
          />
        </Grid>
        <Inline gap="sm" justifyContent="flex-end">
          <Button variant="secondary" icon={<RotateCcw size={16} aria-hidden />} onPress={onReset}>
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
}
