// A labelled text input, large enough for a tablet keyboard and a badge scanner.
import type { InputHTMLAttributes } from "react";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string };

export function TextField({ id, label, hint, className = "", ...props }: TextFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-lg font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`border-ink min-h-12 rounded-lg border-2 px-4 text-xl focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className}`}
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-base text-gray-700">
          {hint}
        </p>
      )}
    </div>
  );
}
