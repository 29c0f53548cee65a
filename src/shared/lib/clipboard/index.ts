export { copyText, type CopyResult } from './clipboard';
