export { RawDataPage } from './ui/RawDataPage';
