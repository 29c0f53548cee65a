export { listSubmissions, getSubmission, type SubmissionPage } from './api/submissionApi';

export { hasMorePages, appendPage, SUBMISSIONS_PAGE_SIZE } from './model/paging';
export { sortSubmissions, DEFAULT_SUBMISSION_SORT, type SubmissionColumn } from './model/sort';
export {
  isAssistantEntry,
  roleLabel,
  displayedContent,
  conversationLogCsv,
  logExportFileName,
  type LogCsvOptions,
} from './model/conversation';

export { ConversationEntry, type ConversationEntryProps } from './ui/ConversationEntry';
