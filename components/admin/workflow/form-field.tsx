// A labelled input with its error right below it (aria-invalid, described by the error).
import type { InputHTMLAttributes } from "react";

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string };

export function FormField({ id, label, error, className = "", ...props }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-base font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`border-ink aria-[invalid=true]:border-bad min-h-12 rounded-lg border-2 px-3 text-lg ${className}`}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-bad text-base font-semibold">
          {error}
        </p>
      )}
    </div>
  );
}
