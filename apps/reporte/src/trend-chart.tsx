import type { ObjectionTrend } from '@replica/api-client';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import styled from 'styled-components';
import { SERIES_COLOURS } from './trend-colours';

const WIDTH = 720;
const HEIGHT = 280;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 40 };

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  font-family: inherit;
`;

export type TrendChartProps = {
  /** A short label per week, oldest first. */
  weekLabels: readonly string[];
  series: readonly ObjectionTrend[];
  /** What the chart shows, for assistive technology. */
  label: string;
  /** The id of the text or table that holds the same numbers. */
  describedBy: string;
};

/**
 * The weekly trend as one line per objection tag (visx: scales from d3, plain SVG). Loaded on
 * its own (React.lazy) so the charting code is fetched only when a report has trend data. The
 * numbers are also in a table; rising tags are drawn thicker.
 */
export default function TrendChart({ weekLabels, series, label, describedBy }: TrendChartProps) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const weeks = weekLabels.map((_, index) => index);
  const x = scalePoint<number>({ domain: weeks, range: [0, innerWidth] });
  const top = Math.max(1, ...series.flatMap((trend) => trend.counts));
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  return (
    <Svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {/* The axes' labels are drawn as nested SVGs, which browsers expose as images of
            their own; the numbers are in the table, so they are hidden from assistive tech. */}
        <g aria-hidden="true">
          <AxisLeft scale={y} numTicks={Math.min(top, 5)} tickFormat={(value) => String(value)} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickFormat={(index) => weekLabels[index] ?? ''}
            tickLabelProps={{ fontSize: 10, textAnchor: 'middle' }}
          />
        </g>
        {series.map((trend, index) => (
          <LinePath
            key={trend.objection_tag}
            data={trend.counts.map((count, week) => ({ week, count }))}
            x={(point) => x(point.week) ?? 0}
            y={(point) => y(point.count)}
            stroke={SERIES_COLOURS[index % SERIES_COLOURS.length]}
            strokeWidth={trend.rising ? 3.5 : 2}
            data-tag={trend.objection_tag}
          />
        ))}
      </Group>
    </Svg>
  );
}
