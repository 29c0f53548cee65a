export {
  listSubmissions,
  countSubmissionsForDashboard,
  getSubmission,
  DASHBOARD_SUBMISSIONS_PAGE_SIZE,
  type SubmissionPage,
} from './api/submissionApi';

export { hasMorePages, appendPage, SUBMISSIONS_PAGE_SIZE } from './model/paging';
export { sortSubmissions, DEFAULT_SUBMISSION_SORT, type SubmissionColumn } from './model/sort';
export {
  isAssistantEntry,
  roleLabel,
  displayedContent,
  conversationLogCsv,
  logExportFileName,
  NO_CONTENT,
  type LogCsvOptions,
} from './model/conversation';

export { ConversationEntry, type ConversationEntryProps } from './ui/ConversationEntry';

// Mock API: fixture factories and MSW handlers (stories, unit tests, the app's mock mode).
export {
  submissionFixtures,
  submissionDetailFixtures,
  submissionsOfSurvey,
  findSubmissionDetailFixture,
  EMPTY_CONTENT_SUBMISSION_ID,
  makeSubmission,
  makeSubmissionDetail,
  makeConversationLog,
} from './api/__mocks__/submissionFixtures';
export { submissionHandlers, submissionDefaultHandlers } from './api/__mocks__/submissionHandlers';
