/** A labelled bar from 0 to `max`; the numbers beside it are the text alternative. */
export function Meter({ label, value, max, text, tone = 'primary' }: { label: string; value: number; max: number; text: string; tone?: 'primary' | 'warning' }) {
  const share = Math.min(100, (value / Math.max(1, max)) * 100);
  return (
    <div className="grid gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums text-muted-foreground">{text}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={text}>
        <div className={`h-full rounded-full ${tone === 'warning' ? 'bg-destructive' : 'bg-primary'}`} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
