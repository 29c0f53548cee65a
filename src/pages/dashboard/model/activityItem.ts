import type { MessageDescriptor } from '@/shared/i18n';

export type ActivityType = 'survey_created' | 'report_generated';

/** One line of the dashboard's Recent Activity (spec section 3, "Activity item"); its sentence follows from `type`. */
export interface ActivityItem {
  /** Unique across both kinds, e.g. 'survey-svy-008' or 'report-rpt-004-global'. */
  id: string;
  type: ActivityType;
  /** The linked title. */
  displayText: string;
  /** Who did it: a user's name, or a message ('System', 'Unknown user') read in the app's language. */
  userDisplay: string | MessageDescriptor;
  /** When it happened; an invalid date is shown as 'Invalid date'. */
  timestamp: Date;
  /** Where the title leads (an app path). */
  linkTo: string;
}
