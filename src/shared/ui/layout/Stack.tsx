import { Box, type BoxProps } from './Box';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection'>;

/** Children stacked vertically with an even gap (default md). */
export function Stack({ gap = 'md', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}
