import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Group } from 'react-aria-components';

import { descriptionStyle, fieldErrorStyle, fieldStyle, Label } from '../field';
import { Select, type SelectOption } from '../select';
import * as styles from './TimePicker.css';

const pad = (n: number): SelectOption => {
  const text = String(n).padStart(2, '0');
  return { id: text, label: text };
};
const hours = Array.from({ length: 24 }, (_, hour) => pad(hour));
const minutes = Array.from({ length: 12 }, (_, step) => pad(step * 5));

export interface TimePickerProps {
  /** Names the group, e.g. 'Start time'. */
  label: string;
  /** 'HH:mm' on a 24-hour clock with minutes in 5-minute steps; null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with 'HH:mm'; choosing one part while the other is empty fills it with '00'. */
  onChange?: (value: string) => void;
  description?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  /** Shown while isInvalid. */
  errorMessage?: string;
}

function splitTime(time: string | null) {
  const [hour = null, minute = null] = time?.split(':') ?? [];
  return { hour, minute };
}

/** A 24-hour time as two selects (hour, minute in 5-minute steps) in one labelled group. */
export function TimePicker({
  label,
  value,
  defaultValue = null,
  onChange,
  description,
  isDisabled,
  isInvalid,
  isRequired,
  errorMessage,
}: TimePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const { hour, minute } = splitTime(value !== undefined ? value : uncontrolled);

  const change = (nextHour: string | null, nextMinute: string | null) => {
    const next = `${nextHour ?? '00'}:${nextMinute ?? '00'}`;
    setUncontrolled(next);
    onChange?.(next);
  };

  const describedBy =
    [description && `${id}-description`, isInvalid && errorMessage && `${id}-error`].filter(Boolean).join(' ') ||
    undefined;
  const unitProps = { isDisabled, isInvalid, isRequired, 'aria-describedby': describedBy };

  return (
    <Group
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      className={fieldStyle}
    >
      <Label elementType="span" id={`${id}-label`}>
        {label}
      </Label>
      <div className={styles.units}>
        <TimeUnit
          {...unitProps}
          label={t`Hour`}
          options={hours}
          value={hour}
          onChange={(next) => {
            change(next, minute);
          }}
        />
        <span aria-hidden className={styles.separator}>
          :
        </span>
        <TimeUnit
          {...unitProps}
          label={t`Minute`}
          options={minutes}
          value={minute}
          onChange={(next) => {
            change(hour, next);
          }}
        />
      </div>
      {description && (
        <span id={`${id}-description`} className={descriptionStyle}>
          {description}
        </span>
      )}
      {isInvalid && errorMessage && (
        <span id={`${id}-error`} className={fieldErrorStyle}>
          {errorMessage}
        </span>
      )}
    </Group>
  );
}

interface TimeUnitProps {
  label: string;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  'aria-describedby'?: string;
}

function TimeUnit({ options, onChange, ...props }: TimeUnitProps) {
  return (
    <div className={styles.unit}>
      <Select
        {...props}
        items={options}
        onChange={(key) => {
          if (key !== null) onChange(String(key));
        }}
        placeholder="--"
      />
    </div>
  );
}
