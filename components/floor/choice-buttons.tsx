"use client";
// Big toggle buttons for one choice out of a few (a reason, a department): a
// labelled group of buttons with aria-pressed, at least 56 px high for gloved
// fingers; the chosen one is dark with a tick, so the choice is not told by colour alone.
type ChoiceButtonsProps<T extends string | number> = {
  id: string;
  legend: string;
  options: { value: T; label: string }[];
  value: T | null;
  onChange: (value: T | null) => void;
  error?: string;
};

export function ChoiceButtons<T extends string | number>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: ChoiceButtonsProps<T>) {
  return (
    <div
      role="group"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-2"
    >
      <p id={`${id}-legend`} className="text-lg font-semibold">
        {legend}
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const isChosen = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={isChosen}
              onClick={() => onChange(isChosen ? null : option.value)}
              className={`min-h-14 rounded-lg border-2 px-4 py-2 text-left text-xl font-semibold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                isChosen ? "border-ink bg-ink text-white" : "border-ink text-ink bg-white active:bg-gray-200"
              }`}
            >
              <span aria-hidden="true" className="mr-2 inline-block w-5">
                {isChosen ? "✓" : ""}
              </span>
              {option.label}
            </button>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-bad text-lg font-semibold">
          {error}
        </p>
      )}
    </div>
  );
}
