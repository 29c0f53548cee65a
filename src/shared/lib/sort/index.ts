export { nextSort, sortRows, type SortDirection, type SortState, type SortValue } from './sort';
