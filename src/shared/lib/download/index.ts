export { saveBlob } from './download';
