export { type ClaimNames, getRuntimeConfig, type RuntimeConfig } from './runtime';
