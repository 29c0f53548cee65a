import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { FUNNEL_STAGES, type FunnelCounts, type FunnelStage } from '@/shared/api';
import type { MessageDescriptor } from '@/shared/i18n';
import { Skeleton } from '@/shared/ui/skeleton';

import * as styles from './FunnelStages.css';

const STAGE_LABELS: Record<FunnelStage, MessageDescriptor> = {
  visits: msg`Visits`,
  started: msg`Started`,
  complete: msg`Complete`,
};

export interface FunnelStagesProps {
  /** The figures; absent while they load, when each stage keeps its size with placeholders (a no-break space holds a line). */
  counts?: FunnelCounts;
}

/**
 * Visits, started and complete responses, each with the share of the stage before it that reached it: Survey Details
 * shows one survey's, the Dashboard the reader's whole scope.
 */
export function FunnelStages({ counts }: FunnelStagesProps) {
  const { t, i18n } = useLingui();
  /** '42% of visits': the share of the stage before that reached this one; '–' when the stage before has none. */
  const shareOfPrevious = (stage: FunnelStage, previous: FunnelStage, figures: FunnelCounts): string => {
    const whole = figures[previous];
    const share = whole === 0 ? '–' : i18n.number(figures[stage] / whole, { style: 'percent', maximumFractionDigits: 0 });
    return previous === 'visits' ? t`${share} of visits` : t`${share} of started`;
  };
  return (
    <div role="group" aria-label={t`Response funnel`}>
      <dl className={styles.stages}>
        {FUNNEL_STAGES.map((stage, index) => {
          const previous = index > 0 ? FUNNEL_STAGES[index - 1] : undefined;
          return (
            <div key={stage} className={styles.stage}>
              <dt className={styles.stageLabel}>{i18n._(STAGE_LABELS[stage])}</dt>
              <dd className={styles.stageValue}>{counts ? i18n.number(counts[stage]) : <Skeleton width={56} height={24} />}</dd>
              {previous && (
                <dd className={styles.stageShare}>{counts ? shareOfPrevious(stage, previous, counts) : '\u00a0'}</dd>
              )}
            </div>
          );
        })}
      </dl>
    </div>
  );
}
