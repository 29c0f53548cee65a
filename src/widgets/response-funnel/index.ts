export { FunnelStages, type FunnelStagesProps } from './ui/FunnelStages';
