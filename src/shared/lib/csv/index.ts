export { toCsv, csvBlob, type CsvCell } from './csv';
