export { channelLabel, channelNumber } from './channel';
