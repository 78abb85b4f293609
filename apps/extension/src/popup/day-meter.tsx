/**
 * Today's actions against the day's limit as a small bar (decision 037), under the numbers the popup shows; it turns
 * to the error colour from 90 %. The text is its accessible value.
 */
export function DayMeter({ used, limit, label, text }: { used: number; limit: number; label: string; text: string }) {
  const share = Math.min(100, (used / Math.max(1, limit)) * 100);
  return (
    <div
      className={`day-meter${share >= 90 ? ' near-limit' : ''}`}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={used}
      aria-valuetext={text}
      title={text}
      data-testid="day-meter"
    >
      <span style={{ inlineSize: `${share}%` }} />
    </div>
  );
}
