import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';

import { Label } from '../field';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children'> {
  label: string;
  tone?: keyof typeof styles.tone;
  /** Show the formatted value (e.g. '42%') next to the label; it is always announced. */
  hasValueText?: boolean;
}

/** A react-aria ProgressBar with its label and value text; indeterminate without a value. */
export function ProgressBar({ label, tone = 'accent', hasValueText = true, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.root}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={styles.labelRow}>
            <Label>{label}</Label>
            {hasValueText && !isIndeterminate && <span className={styles.valueText}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div
              className={`${styles.fill} ${styles.tone[tone]} ${isIndeterminate ? styles.indeterminate : ''}`}
              style={isIndeterminate ? undefined : assignInlineVars({ [styles.percentVar]: `${percentage ?? 0}%` })}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
