import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
  Heading,
  Text,
} from 'react-aria-components';

import { fieldErrorStyle } from '../field';
import { IconButton } from '../icon-button';
import * as styles from './Calendar.css';

export interface CalendarProps<T extends DateValue>
  extends Omit<AriaCalendarProps<T>, 'className' | 'style' | 'children' | 'visibleDuration'> {
  /** Shown under the grid while the calendar is invalid. */
  errorMessage?: string;
}

/** A one-month date grid; keyboard: arrows move by day/week, Page Up/Down by month, Enter selects. */
export function Calendar<T extends DateValue>({ errorMessage, ...props }: CalendarProps<T>) {
  const { t } = useLingui();
  return (
    <AriaCalendar {...props} className={styles.calendar}>
      {({ isInvalid }) => (
        <>
          <div className={styles.header}>
            <IconButton slot="previous" label={t`Previous month`} size="sm">
              <ChevronLeft size={18} aria-hidden />
            </IconButton>
            <Heading className={styles.heading} />
            <IconButton slot="next" label={t`Next month`} size="sm">
              <ChevronRight size={18} aria-hidden />
            </IconButton>
          </div>
          <CalendarGrid className={styles.grid}>
            <CalendarGridHeader>
              {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
            </CalendarGridHeader>
            <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
          </CalendarGrid>
          {isInvalid && errorMessage && (
            <Text slot="errorMessage" className={fieldErrorStyle}>
              {errorMessage}
            </Text>
          )}
        </>
      )}
    </AriaCalendar>
  );
}
