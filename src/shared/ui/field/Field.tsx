import {
  FieldError as AriaFieldError,
  type FieldErrorProps,
  Label as AriaLabel,
  type LabelProps,
  Text,
  type TextProps,
} from 'react-aria-components';

import * as styles from './Field.css';

export function Label(props: Omit<LabelProps, 'className'>) {
  return <AriaLabel {...props} className={styles.label} />;
}

export function Description(props: Omit<TextProps, 'className' | 'slot'>) {
  return <Text {...props} slot="description" className={styles.description} />;
}

export function FieldError(props: Omit<FieldErrorProps, 'className'>) {
  return <AriaFieldError {...props} className={styles.fieldError} />;
}
