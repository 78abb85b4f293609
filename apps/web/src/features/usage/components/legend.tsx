/** The colours of a chart's keys, as a list (the chart's table alternative has the numbers). */
export function Legend<K extends string>({ keys, color, label }: { keys: readonly K[]; color: (key: K) => string; label: (key: K) => string }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {keys.map((key) => (
        <li key={key} className="inline-flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-2.5 rounded-sm" style={{ background: color(key) }} />
          {label(key)}
        </li>
      ))}
    </ul>
  );
}
