import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, ClipboardList, FileCheck, MessageSquareText, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';

import { FunnelStages } from '@/widgets/response-funnel';
import type { DashboardStats as DashboardFigures } from '@/shared/api';
import type { MessageDescriptor } from '@/shared/i18n';
import { RECENT_RESPONSES_DAYS } from '@/shared/lib/date';
import { StatCard } from '@/shared/ui/card';
import { Skeleton } from '@/shared/ui/skeleton';

import * as styles from './DashboardStats.css';

export type DashboardStatsProps = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; values: DashboardFigures };

type CardFigure = 'active_surveys' | 'recent_responses' | 'total_responses' | 'reports_completed';

const days = RECENT_RESPONSES_DAYS;

const CARDS: readonly { key: CardFigure; label: MessageDescriptor; caption: MessageDescriptor; icon: ReactNode }[] = [
  { key: 'active_surveys', label: msg`Active Surveys`, caption: msg`Current`, icon: <ClipboardList size={18} /> },
  {
    key: 'recent_responses',
    label: msg`Recent Responses`,
    caption: msg`${plural(days, { one: 'Last day', other: 'Last # days' })}`,
    icon: <MessageSquareText size={18} />,
  },
  { key: 'total_responses', label: msg`Total Responses`, caption: msg`Overall`, icon: <Users size={18} /> },
  { key: 'reports_completed', label: msg`Reports Generated`, caption: msg`Completed`, icon: <FileCheck size={18} /> },
];

const errorValue = (
  <span className={styles.errorValue}>
    <CircleAlert size={20} aria-hidden="true" className={styles.errorIcon} />
    <Trans>Error</Trans>
  </span>
);

const loadingValue = (
  <span className={styles.valuePlaceholder}>
    <Skeleton width={72} height={31} />
  </span>
);

/**
 * The dashboard's stat cards and response funnel: numbers once loaded, placeholders of the same size while loading (so
 * nothing moves when they arrive), an error mark on the cards when loading failed.
 */
export function DashboardStats(props: DashboardStatsProps) {
  const { t, i18n } = useLingui();
  const valueOf = (key: CardFigure) => {
    if (props.status === 'loading') return loadingValue;
    if (props.status === 'error') return errorValue;
    return i18n.number(props.values[key]);
  };
  // One element, so the status text adds no gap in the page's stack.
  return (
    <div className={styles.figures}>
      {/* The placeholders are hidden from screen readers; this says what they stand for. */}
      {/* Out of the layout and always there, so the live region is heard and nothing moves when it empties. */}
      <VisuallyHidden elementType="span" role="status">
        {props.status === 'loading' ? t`Loading statistics...` : ''}
      </VisuallyHidden>
      <ul className={styles.grid} aria-label={t`Statistics`}>
        {CARDS.map((card) => (
          <li key={card.key}>
            <StatCard label={i18n._(card.label)} value={valueOf(card.key)} caption={i18n._(card.caption)} icon={card.icon} />
          </li>
        ))}
      </ul>
      {props.status !== 'error' && <FunnelStages counts={props.status === 'loaded' ? props.values.funnel : undefined} />}
    </div>
  );
}
