// Test support, not the product: fixture factories and MSW handlers for stories, unit tests and the mock-backed
// app. Imported as '@/entities/session/mocks' (tsconfig and vite map it here); the production build never reaches it.
export {
  makeIdToken,
  makeSessionTokens,
  demoUsers,
  logoutFixture,
  type DemoUser,
  type SessionTokenOptions,
} from './api/__mocks__/sessionFixtures';
export { sessionHandlers, sessionDefaultHandlers } from './api/__mocks__/sessionHandlers';
export { resetLogoutState } from './model/logoutState';
