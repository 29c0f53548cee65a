export { getRuntimeConfig, type RuntimeConfig } from './runtime';
