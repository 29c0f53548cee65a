// Test support, not the product: fixture factories and MSW handlers for stories, unit tests and the mock-backed
// app. Imported as '@/entities/submission/mocks' (tsconfig and vite map it here); the production build never reaches it.
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
