export { setupMockServer } from './mockServer';
