export type ActivityType = 'survey_created' | 'report_generated';

/** One line of the dashboard's Recent Activity (spec section 3, "Activity item"). */
export interface ActivityItem {
  /** Unique across both kinds, e.g. 'survey-svy-008' or 'report-rpt-004-global'. */
  id: string;
  type: ActivityType;
  /** The linked title. */
  displayText: string;
  /** Who did it. */
  userDisplay: string;
  /** When it happened; an invalid date is shown as 'Invalid date'. */
  timestamp: Date;
  /** The words between the user and the title, e.g. 'created survey'. */
  actionText: string;
  /** Where the title leads (an app path). */
  linkTo: string;
}
