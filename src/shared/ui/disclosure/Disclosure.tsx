import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  DisclosurePanel as AriaDisclosurePanel,
  type DisclosureProps as AriaDisclosureProps,
  Heading as AriaHeading,
} from 'react-aria-components';

import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'className' | 'style' | 'children'> {
  title: string;
  /** The document level of the heading that wraps the trigger. */
  headingLevel?: 2 | 3 | 4;
  /** Badges or short facts shown in the header, outside the trigger button. */
  meta?: ReactNode;
  children: ReactNode;
}

/** A collapsible card: a heading button that shows and hides its panel. */
export function Disclosure({ title, headingLevel = 3, meta, children, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={styles.disclosure}>
      <div className={styles.header}>
        <AriaHeading level={headingLevel} className={styles.heading}>
          <AriaButton slot="trigger" className={styles.trigger}>
            <ChevronRight size={18} aria-hidden className={styles.chevron} />
            <span className={styles.title}>{title}</span>
          </AriaButton>
        </AriaHeading>
        {meta && <div className={styles.meta}>{meta}</div>}
      </div>
      <AriaDisclosurePanel>
        <div className={styles.panelContent}>{children}</div>
      </AriaDisclosurePanel>
    </AriaDisclosure>
  );
}

export type DisclosureGroupProps = Omit<AriaDisclosureGroupProps, 'className' | 'style'>;

/** Stacks disclosures; several may be open at once unless `allowsMultipleExpanded` is false. */
export function DisclosureGroup({ allowsMultipleExpanded = true, ...props }: DisclosureGroupProps) {
  return <AriaDisclosureGroup {...props} allowsMultipleExpanded={allowsMultipleExpanded} className={styles.group} />;
}
