export { type ClaimNames, getRuntimeConfig, type RuntimeConfig } from './runtime';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountClaims, type DemoAccount, type DemoUsername } from './demoAccounts';
export { appRoutes, reportPath, surveyDetailsPath } from './routes';
