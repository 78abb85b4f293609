import { useId } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

/** A 6-digit code field with its message (the phone's keypad, the browser's one-time-code autofill). */
export function CodeField({ label, value, onChange, error, autoFocus = false }: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined; autoFocus?: boolean }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        // biome/jsx-a11y: focusing the only field of a step the person was sent to is what they expect.
        autoFocus={autoFocus}
        className="max-w-40 text-center font-mono text-lg tracking-[0.3em]"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
