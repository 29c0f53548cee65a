export { mapWithConcurrency } from './mapWithConcurrency';
