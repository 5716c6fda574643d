// A chart of figures by day or name (uPlot; imported only by the pages that draw one, the reports'
// and the recordings' usage, so uPlot stays in their chunks and out of the shell's): bars
// stacked per day, or lines, in the theme's colours read when drawn (and drawn again when the
// system switches between light and dark). Each chart has an accessible name and a 'Show as
// table' alternative with the same figures; where a canvas cannot be drawn the table shows.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useId, useRef, useState } from 'react';
import uPlot from 'uplot';
import { Button } from '../Button';
import { DataTable } from '../DataTable';
import { vars } from '../theme.css';
import * as css from './ReportChart.css';

export interface ChartSeries {
  label: string;
  values: number[];
  /** A theme colour (vars.color.*). */
  color: string;
}

export interface ReportChartProps {
  /** The chart's accessible name and caption. */
  title: string;
  /** The x labels (days, names). */
  labels: string[];
  series: ChartSeries[];
  kind: 'stackedBars' | 'lines';
  /** How a label reads in the table (a day in the account's locale). */
  formatLabel?: (label: string) => string;
  formatValue?: (n: number) => string;
  /** The table's first column: 'Day', 'User'. */
  labelHeader: string;
}

/** Whether this browser draws on a canvas (a test's DOM does not): else the table shows. */
const canDraw = () => {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
};

/** A CSS colour from a theme variable (`var(--x)`), as the canvas needs it; a fallback when unknown. */
function resolveColor(ref: string, element: Element, fallback: string): string {
  const name = /var\((--[^),]+)/.exec(ref)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value || fallback;
}

const FALLBACKS = ['#0b5cad', '#1a7f37', '#8a5300', '#b42318'];

export function ReportChart(props: ReportChartProps) {
  const captionId = useId();
  const [asTable, setAsTable] = useState(false);
  const [drawable, setDrawable] = useState(canDraw);
  const target = useRef<HTMLDivElement>(null);
  const { labels, series, kind } = props;

  useEffect(() => {
    const element = target.current;
    if (!element || asTable || !drawable || labels.length === 0) return;
    let plot: uPlot | undefined;
    const draw = () => {
      plot?.destroy();
      const text = resolveColor(vars.color.textMuted, element, '#57606a');
      const grid = resolveColor(vars.color.border, element, '#c9d1d9');
      const colors = series.map((s, i) => resolveColor(s.color, element, FALLBACKS[i % FALLBACKS.length]));
      // Stacked bars: each series drawn from zero to the sum of itself and those below it, the
      // tallest first, so the shorter ones paint over them.
      const stacked =
        kind === 'stackedBars'
          ? series.map((_, i) =>
              labels.map((__, x) => series.slice(0, i + 1).reduce((sum, s) => sum + s.values[x], 0)),
            )
          : series.map((s) => s.values);
      const order =
        kind === 'stackedBars' ? series.map((_, i) => series.length - 1 - i) : series.map((_, i) => i);
      const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
      try {
        plot = new uPlot(
          {
            width: Math.max(280, element.clientWidth || 600),
            height: 220,
            legend: { show: false },
            cursor: { show: false },
            scales: { x: { time: false } },
            axes: [
              {
                stroke: text,
                grid: { show: false },
                values: (_u, ticks) => ticks.map((t) => (props.formatLabel ?? String)(labels[t] ?? '')),
                // Room for the longest label between ticks (about 7 px a character), so dates
                // such as "26 Oct 2026" never run into each other on a narrow screen.
                space: Math.max(
                  50,
                  16 + 7 * Math.max(...labels.map((l) => (props.formatLabel ?? String)(l).length)),
                ),
              },
              { stroke: text, grid: { stroke: grid, width: 1 } },
            ],
            series: [
              {},
              ...order.map((i) => ({
                label: series[i].label,
                stroke: colors[i],
                fill: kind === 'stackedBars' ? colors[i] : undefined,
                width: kind === 'lines' ? 2 : 0,
                paths: kind === 'stackedBars' ? bars : undefined,
                points: { show: false },
              })),
            ],
          },
          [labels.map((_, x) => x), ...order.map((i) => stacked[i])],
          element,
        );
      } catch {
        // No canvas here (a test's DOM, an old browser): the table says the same.
        setDrawable(false);
      }
    };
    draw();
    const scheme = window.matchMedia?.('(prefers-color-scheme: dark)');
    scheme?.addEventListener?.('change', draw);
    return () => {
      scheme?.removeEventListener?.('change', draw);
      plot?.destroy();
    };
  }, [asTable, drawable, labels, series, kind, props.formatLabel]);

  const showTable = asTable || !drawable;
  const value = props.formatValue ?? String;
  return (
    <figure className={css.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={css.chartTitle}>
        {props.title}
      </figcaption>
      {showTable ? (
        <DataTable
          caption={props.title}
          hideCaption
          rows={labels.map((label, x) => ({ label, x }))}
          rowKey={(r) => r.label}
          emptyText="No figures for this period."
          columns={[
            {
              key: 'label',
              header: props.labelHeader,
              render: (r) => (props.formatLabel ?? String)(r.label),
            },
            ...series.map((s) => ({
              key: s.label,
              header: s.label,
              align: 'end' as const,
              render: (r: { x: number }) => value(s.values[r.x]),
            })),
          ]}
        />
      ) : (
        <>
          <div
            ref={target}
            role="img"
            aria-label={`${props.title} (chart; Show as table lists the figures)`}
            className={css.plot}
          />
          <ul className={css.legend} aria-hidden="true">
            {series.map((s) => (
              <li key={s.label}>
                <span className={css.swatch} style={{ background: s.color }} />
                {s.label}
              </li>
            ))}
          </ul>
        </>
      )}
      {drawable && (
        <div>
          <Button
            variant="quiet"
            onPress={() => setAsTable(!asTable)}
            aria-label={`${asTable ? 'Show as chart' : 'Show as table'}: ${props.title}`}
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        </div>
      )}
    </figure>
  );
}
