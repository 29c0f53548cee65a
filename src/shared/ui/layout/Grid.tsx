import { Box, type BoxProps } from './Box';

export type GridProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gridTemplateColumns'> & {
  /** Columns per breakpoint, e.g. `{ mobile: 2, wide: 4 }`; one column by default. */
  columns?: BoxProps['gridTemplateColumns'];
};

/** Children in a grid whose columns follow the screen width (default gap lg). */
export function Grid({ columns = 1, gap = 'lg', ...props }: GridProps) {
  return <Box display="grid" gridTemplateColumns={columns} gap={gap} {...props} />;
}
