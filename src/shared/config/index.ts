export { type ClaimNames, DEFAULT_CLAIM_NAMES, getRuntimeConfig, type RuntimeConfig } from './runtime';
