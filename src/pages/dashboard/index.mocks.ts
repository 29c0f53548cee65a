// Test support, not the product: the Dashboard's figures and MSW handlers for stories, unit tests and the mock-backed
// app. Imported as '@/pages/dashboard/mocks' (tsconfig and vite map it here); the production build never reaches it.
export { DASHBOARD_FIXTURES_NOW, dashboardStatsOfFixtures } from './api/__mocks__/dashboardStatsFixtures';
export { dashboardHandlers, dashboardDefaultHandlers } from './api/__mocks__/dashboardHandlers';
