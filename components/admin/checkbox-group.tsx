"use client";
// Form parts of the admin screens besides the text field (workflow/form-field):
// a select and a group of checkboxes, each with its error right below it, and
// a delete button that asks once more before it deletes.
import { useState, type ReactNode, type SelectHTMLAttributes } from "react";
import { Button } from "@/components/ui/button";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
};

export function SelectField({ id, label, error, children, ...props }: SelectFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-base font-semibold">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="border-ink aria-[invalid=true]:border-bad min-h-12 rounded-lg border-2 bg-white px-3 text-lg"
        {...props}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-bad text-base font-semibold">
          {error}
        </p>
      )}
    </div>
  );
}

type CheckboxGroupProps<T extends string | number> = {
  id: string;
  legend: string;
  options: { value: T; label: string }[];
  selected: T[];
  onChange: (selected: T[]) => void;
  error?: string;
  emptyText?: string;
};

export function CheckboxGroup<T extends string | number>({
  id,
  legend,
  options,
  selected,
  onChange,
  error,
  emptyText,
}: CheckboxGroupProps<T>) {
  const toggle = (value: T, isChecked: boolean) =>
    onChange(isChecked ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-base font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {options.length === 0 && emptyText && <p className="text-lg text-gray-700">{emptyText}</p>}
        {options.map((option) => (
          <label key={option.value} className="flex min-h-12 items-center gap-2 text-lg">
            <input
              type="checkbox"
              className="size-6"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-bad text-base font-semibold">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** First click arms it ("Really delete X?"), the second deletes. */
export function DeleteButton({
  label,
  confirmLabel,
  isPending,
  onDelete,
}: {
  label: string;
  confirmLabel: string;
  isPending: boolean;
  onDelete: () => void;
}) {
  const [isArmed, setArmed] = useState(false);
  return (
    <Button
      variant="danger"
      disabled={isPending}
      onClick={() => (isArmed ? onDelete() : setArmed(true))}
      onBlur={() => setArmed(false)}
    >
      {isArmed ? confirmLabel : label}
    </Button>
  );
}
