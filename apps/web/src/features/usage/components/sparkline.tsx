import { line } from 'd3-shape';

/** A member's runs per day as a small line; decorative: the table row says the same in numbers. */
export function Sparkline({ values, width = 96, height = 24 }: { values: number[]; width?: number; height?: number }) {
  const max = Math.max(1, ...values);
  const step = width / Math.max(1, values.length - 1);
  const path = line<number>()
    .x((_, i) => i * step)
    .y((v) => height - 2 - (v / max) * (height - 4))(values);
  return (
    <svg width={width} height={height} aria-hidden className="overflow-visible" data-testid="sparkline">
      <line x1={0} x2={width} y1={height - 2} y2={height - 2} stroke="var(--border)" />
      {path ? <path d={path} fill="none" stroke="var(--chart-1)" strokeWidth={1.5} strokeLinejoin="round" /> : null}
    </svg>
  );
}
