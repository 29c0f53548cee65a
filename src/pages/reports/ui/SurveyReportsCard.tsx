import { Trans, useLingui } from '@lingui/react/macro';

import { sortReportsByScope, surveyCardBadge } from '@/entities/report';
import type { Report, ReportGroup } from '@/shared/api';
import { Badge } from '@/shared/ui/badge';
import { Disclosure } from '@/shared/ui/disclosure';

import { reportCountText, responseCountText } from '../model/cardSummary';
import { GenerateReportsButton } from './GenerateReportsButton';
import { ReportRow } from './ReportRow';
import * as rowStyles from './ReportRow.css';
import * as styles from './SurveyReportsCard.css';

export interface SurveyReportsCardProps {
  /** The survey's group as the server sent it: the badge and the counts describe the whole survey. */
  group: ReportGroup;
  /** The reports the filters keep, in any order. */
  shownReports: readonly Report[];
  downloadingIds: ReadonlySet<string>;
  onDownload: (report: Report) => void;
  /** A run of this survey's reports is under way after 'Generate reports': the list follows it. */
  onRunUnderWay: (surveyId: string) => void;
}

/** One survey on the reports screen: a collapsible card with its badge and facts, and its reports in scope order. */
export function SurveyReportsCard({ group, shownReports, downloadingIds, onDownload, onRunUnderWay }: SurveyReportsCardProps) {
  const { t } = useLingui();
  const { survey } = group;
  const badge = surveyCardBadge(group);
  const title = survey.title.trim() || survey.id;
  const facts = [reportCountText(shownReports.length, group.reports.length), responseCountText(group.stats.totalResponses)];
  const creator = survey.created_by_username;
  if (creator) facts.push(t`by ${creator}`);
  return (
    <Disclosure
      id={survey.id}
      title={title}
      headingLevel={2}
      meta={
        <span className={styles.meta}>
          <span className={styles.facts}>{facts.join(' · ')}</span>
          <Badge tone={badge.tone} size="sm">
            {badge.text}
          </Badge>
        </span>
      }
    >
      {survey.can_generate_reports && (
        <div className={styles.actions}>
          <GenerateReportsButton survey={survey} hasReports={group.reports.length > 0} onRunUnderWay={onRunUnderWay} />
        </div>
      )}
      {shownReports.length === 0 ? (
        <p className={styles.empty}>
          <Trans>This survey has no reports yet.</Trans>
        </p>
      ) : (
        <ul className={rowStyles.list} aria-label={t`Reports of ${title}`}>
          {sortReportsByScope(shownReports).map((report) => (
            <ReportRow key={report.id} report={report} isDownloading={downloadingIds.has(report.id)} onDownload={onDownload} />
          ))}
        </ul>
      )}
    </Disclosure>
  );
}
