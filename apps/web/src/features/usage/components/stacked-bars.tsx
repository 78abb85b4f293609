import { ticks } from 'd3-array';
import { stack } from 'd3-shape';
import { type KeyboardEvent, useId, useState } from 'react';
import { useWidth } from './use-width.ts';

export interface BarDatum<K extends string> {
  /** The bar's name, e.g. the day (`YYYY-MM-DD`). */
  id: string;
  values: Record<K, number>;
}

interface StackedBarsProps<K extends string> {
  data: BarDatum<K>[];
  keys: readonly K[];
  color: (key: K) => string;
  /** What a screen reader hears for a bar, and what the readout shows for the focused or hovered one. */
  describe: (datum: BarDatum<K>) => string;
  /** The x-axis label of a bar (a few are shown). */
  tick: (id: string) => string;
  formatNumber: (n: number) => string;
  /** The chart's accessible name and the id of its summary. */
  label: string;
  summaryId: string;
  height?: number;
}

const margin = { top: 8, right: 4, bottom: 22, left: 32 };

/**
 * Bars stacked by key (d3-shape's `stack`, with d3-array's round `ticks`), drawn as SVG in the theme's colours. The
 * bars are one keyboard stop: arrows, Home and End move between them, and the focused one is read out and described.
 */
export function StackedBars<K extends string>({ data, keys, color, describe, tick, formatNumber, label, summaryId, height = 180 }: StackedBarsProps<K>) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const readoutId = useId();
  const layers = stack<BarDatum<K>, K>()
    .keys(keys)
    .value((d, key) => d.values[key])(data);
  const max = Math.max(1, ...data.map((d) => keys.reduce((sum, k) => sum + d.values[k], 0)));
  const yTicks = ticks(0, max, 4).filter(Number.isInteger);
  const top = Math.max(max, yTicks.at(-1) ?? max);
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const band = plotW / Math.max(1, data.length);
  const barW = Math.max(1, band * (data.length > 40 ? 0.8 : 0.65));
  const y = (v: number) => margin.top + plotH - (v / top) * plotH;
  const x = (i: number) => margin.left + i * band + (band - barW) / 2;
  // Labels counted back from the last bar (today), as many as fit.
  const labelEvery = Math.ceil(data.length / Math.max(2, Math.floor(plotW / 56)));
  const focused = active === null ? null : data[active];

  const onKey = (event: KeyboardEvent) => {
    const last = data.length - 1;
    const current = active ?? last;
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  };

  return (
    <div ref={ref} className="grid min-w-0 gap-2">
      <p id={readoutId} className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
        {focused ? describe(focused) : '\u00a0'}
      </p>
      <svg
        // Drawn at the measured width; until a resize is measured it scales rather than overflow.
        width="100%"
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-label={label}
        aria-describedby={summaryId}
        tabIndex={0}
        onKeyDown={onKey}
        onFocus={() => setActive((a) => a ?? data.length - 1)}
        onBlur={() => setActive(null)}
        // A pointer leaving does not take the keyboard's focus away from the bar it is on.
        onMouseLeave={(event) => document.activeElement !== event.currentTarget && setActive(null)}
        className="block rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        data-testid="stacked-bars"
      >
        {yTicks.map((v) => (
          <g key={v} aria-hidden>
            <line x1={margin.left} x2={width - margin.right} y1={y(v)} y2={y(v)} stroke="var(--border)" />
            <text x={margin.left - 6} y={y(v)} dy="0.32em" textAnchor="end" fontSize={11} fill="var(--muted-foreground)">
              {formatNumber(v)}
            </text>
          </g>
        ))}
        {data.map((d, i) => (
          <g key={d.id} role="img" aria-label={describe(d)} onMouseEnter={() => setActive(i)}>
            <rect x={margin.left + i * band} y={margin.top} width={band} height={plotH} fill={active === i ? 'var(--accent)' : 'transparent'} />
            {layers.map((layer) => {
              const [y0, y1] = layer[i]!;
              if (y1 - y0 <= 0) return null;
              return <rect key={layer.key} x={x(i)} y={y(y1)} width={barW} height={Math.max(1, y(y0) - y(y1))} fill={color(layer.key as K)} />;
            })}
            {(data.length - 1 - i) % labelEvery === 0 ? (
              // The last label ends at the plot's edge rather than past it.
              <text
                x={i === data.length - 1 ? width - margin.right : margin.left + i * band + band / 2}
                y={height - 6}
                textAnchor={i === data.length - 1 ? 'end' : 'middle'}
                fontSize={11}
                fill="var(--muted-foreground)"
                aria-hidden
              >
                {tick(d.id)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </div>
  );
}
