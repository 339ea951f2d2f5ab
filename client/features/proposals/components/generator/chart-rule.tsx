import type { ComponentProps } from 'react';

/** A horizontal line across a chart's plot at `y`: a grid line, the axis, a limit or the current level. */
export function ChartRule({
  plot,
  y,
  ...lineProps
}: { plot: { left: number; right: number }; y: number } & Omit<
  ComponentProps<'line'>,
  'x1' | 'x2' | 'y1' | 'y2'
>) {
  return <line x1={plot.left} x2={plot.right} y1={y} y2={y} {...lineProps} />;
}
