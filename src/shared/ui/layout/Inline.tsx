import { Box, type BoxProps } from './Box';

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection'>;

/** Children in a row that wraps, vertically centred (default gap sm). */
export function Inline({ gap = 'sm', alignItems = 'center', flexWrap = 'wrap', ...props }: InlineProps) {
  return <Box display="flex" flexDirection="row" gap={gap} alignItems={alignItems} flexWrap={flexWrap} {...props} />;
}
