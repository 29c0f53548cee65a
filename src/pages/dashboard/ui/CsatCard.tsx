import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownRight, ArrowRight, ArrowUpRight, CircleAlert } from 'lucide-react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';

import type { DashboardCsat } from '@/shared/api';
import { Card } from '@/shared/ui/card';
import { Skeleton } from '@/shared/ui/skeleton';

import { type CountryCsatRow, type CsatCardModel, type CsatTrend, csatCardModel } from '../model/csatCard';
import * as styles from './CsatCard.css';

export type CsatCardProps = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; csat: DashboardCsat | null };

const TREND_ICONS: Readonly<Record<CsatTrend, ReactNode>> = {
  up: <ArrowUpRight size={16} aria-hidden="true" />,
  down: <ArrowDownRight size={16} aria-hidden="true" />,
  level: <ArrowRight size={16} aria-hidden="true" />,
};

function TooFew({ mark }: { mark: string | null }) {
  return mark && <span className={styles.tooFew}>{mark}</span>;
}

function CountryRow({ row }: { row: CountryCsatRow }) {
  return (
    <tr>
      <th scope="row" className={styles.countryCell}>
        {row.country}
      </th>
      <td className={styles.scoreCell}>
        <span className={styles.barLine}>
          {row.bar && (
            <span
              className={styles.track}
              aria-hidden="true"
              style={assignInlineVars({ [styles.scoreVar]: String(row.bar.score), [styles.lowVar]: String(row.bar.low), [styles.highVar]: String(row.bar.high) })}
            >
              <span className={styles.bar} />
              <span className={styles.interval} />
            </span>
          )}
          <span className={styles.barScore}>{row.score ?? '—'}</span>
        </span>
      </td>
      <td className={styles.sampleCell}>
        {row.sample}
        {/* The narrow column has no room for the words on every row: an asterisk, explained under the table. */}
        {row.tooFew && (
          <>
            <span aria-hidden="true">*</span>
            <VisuallyHidden>, {row.tooFew}</VisuallyHidden>
          </>
        )}
      </td>
    </tr>
  );
}

function Scored({ model }: { model: Extract<CsatCardModel, { kind: 'scored' }> }) {
  return (
    <>
      <div className={styles.headline}>
        <p className={styles.score}>{model.current.score ?? '—'}</p>
        {model.comparison && (
          <p className={styles.trend[model.comparison.trend]}>
            {TREND_ICONS[model.comparison.trend]}
            {model.comparison.difference}
          </p>
        )}
      </div>
      <p className={styles.detail}>
        {model.period}: {model.current.sample}
        <TooFew mark={model.current.tooFew} />
      </p>
      <p className={styles.detail}>
        {model.previousSummary}
        <TooFew mark={model.previous.tooFew} />
      </p>
      {model.countries.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.caption}>{model.countriesCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                <Trans>Country</Trans>
              </th>
              <th scope="col" className={styles.headerCell}>
                <Trans>CSAT</Trans>
              </th>
              <th scope="col" className={styles.headerCell}>
                <Trans>Responses</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {model.countries.map((row) => (
              <CountryRow key={row.country} row={row} />
            ))}
          </tbody>
        </table>
      )}
      {model.countries.some((row) => row.tooFew) && (
        <p className={styles.footnote} aria-hidden="true">
          * <Trans>too few responses to compare</Trans>
        </p>
      )}
    </>
  );
}

function Body(props: CsatCardProps) {
  if (props.status === 'loading') {
    return (
      <>
        <Skeleton width={96} height={31} />
        <Skeleton variant="text" lines={2} width="70%" />
        <Skeleton height={96} />
      </>
    );
  }
  if (props.status === 'error') {
    return (
      <span className={styles.errorValue}>
        <CircleAlert size={20} aria-hidden="true" className={styles.errorIcon} />
        <Trans>Error</Trans>
      </span>
    );
  }
  const model = csatCardModel(props.csat);
  if (model.kind === 'no-scores') return <p className={styles.message}>{model.message}</p>;
  return <Scored model={model} />;
}

/**
 * The Dashboard's CSAT: the last week's score with its sample, the change against the week before, and the score of
 * each country as bars that a table carries for screen readers too. Loading keeps the card's size.
 */
export function CsatCard(props: CsatCardProps) {
  const { t } = useLingui();
  return (
    <Card as="section" title={t`Customer Satisfaction (CSAT)`} headingLevel={2} description={t`Share of ratings of 4 or 5 out of 5`}>
      <div className={styles.body}>
        <Body {...props} />
      </div>
    </Card>
  );
}
