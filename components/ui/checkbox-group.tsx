"use client";
// A group of checkboxes (roles, departments, employees) with its error right
// below it; the other fields of the admin forms are the ui Field.

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
              className="size-8"
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
