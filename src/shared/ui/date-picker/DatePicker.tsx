import { CalendarDays } from 'lucide-react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  type ValidationResult,
} from 'react-aria-components';

import { Calendar } from '../calendar';
import { controlStyle, Description, FieldError, fieldStyle, Label } from '../field';
import { Popover, type PopoverProps } from '../popover';
import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, 'className' | 'style'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** Under the field, lined up with its end, where the calendar button is. */
const CALENDAR_PLACEMENT: PopoverProps['placement'] = 'bottom end';

/** A date field typed segment by segment, with a calendar popover for picking by pointer. */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, ...props }: DatePickerProps<T>) {
  return (
    <AriaDatePicker {...props} className={fieldStyle}>
      <Label>{label}</Label>
      <Group className={`${controlStyle} ${styles.group}`}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.button}>
          <CalendarDays size={18} aria-hidden />
        </Button>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement={CALENDAR_PLACEMENT}>
        <Dialog className={styles.dialog}>
          <Calendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
