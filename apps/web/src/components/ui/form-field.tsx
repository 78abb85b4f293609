import type * as React from 'react';
import { useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { Label } from './label.tsx';
import { cn } from '@/lib/utils.ts';

/**
 * A labelled control with its validation message. The control gets `id`, `aria-invalid` and
 * `aria-describedby` so screen readers announce the error with the field.
 */
function FormField({
  label,
  error,
  className,
  children,
}: {
  label: string;
  error?: FieldError | undefined;
  className?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error?.message ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

export { FormField };
