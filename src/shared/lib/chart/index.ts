export { barChartGeometry, CHART_FONT_SIZE, type BarOrientation, type ChartDatum } from './barChart';
