import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';

import { sprinkles, type Sprinkles } from './sprinkles.css';

type BoxElement = 'div' | 'section' | 'header' | 'footer' | 'main' | 'nav' | 'aside' | 'ul' | 'ol' | 'li' | 'span' | 'form';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'> & {
    as?: BoxElement;
    children?: ReactNode;
    ref?: Ref<HTMLElement>;
  };

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** A layout primitive: sprinkles props become atomic classes, everything else goes to the element. */
export function Box({ as = 'div', ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkleKeys.has(key) ? atoms : rest)[key] = value;
  }
  const Element: ElementType = as;
  return <Element className={sprinkles(atoms)} {...rest} />;
}
