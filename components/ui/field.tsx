// The one form field: a label, its control (an input, a textarea or a select),
// a hint and the error right below it. The control is described by both and
// marked invalid while there is an error. Large for the floor's tablets and
// badge scanners; compact in the office's admin forms.
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";

type Common = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  isCompact?: boolean;
  /** The label is read out but not shown (a field whose purpose the screen already makes plain). */
  isLabelHidden?: boolean;
};
type InputProps = Common &
  InputHTMLAttributes<HTMLInputElement> & { as?: "input"; ref?: Ref<HTMLInputElement> };
type TextareaProps = Common &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { as: "textarea"; ref?: Ref<HTMLTextAreaElement> };
type SelectProps = Common & SelectHTMLAttributes<HTMLSelectElement> & { as: "select"; children: ReactNode };
export type FieldProps = InputProps | TextareaProps | SelectProps;

const focusRing =
  "focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

export function Field(props: FieldProps) {
  const { id, label, hint, error, isCompact = false, isLabelHidden = false, className = "", ...rest } = props;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const shared = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: [
      "border-ink aria-[invalid=true]:border-bad min-h-12 rounded-lg border-2 bg-white",
      isCompact ? "px-3 text-lg" : "px-4 text-xl",
      rest.as === "textarea" ? "py-2" : "",
      focusRing,
      className,
    ].join(" "),
  };
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        className={
          isLabelHidden ? "sr-only" : isCompact ? "text-base font-semibold" : "text-lg font-semibold"
        }
      >
        {label}
      </label>
      {controlOf(rest, shared)}
      {hint && (
        <p id={`${id}-hint`} className="text-base text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`text-bad font-semibold ${isCompact ? "text-base" : "text-lg"}`}>
          {error}
        </p>
      )}
    </div>
  );
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type ControlAttributes = DistributiveOmit<FieldProps, keyof Common | "className">;
type Shared = { id: string; className: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

function controlOf(attributes: ControlAttributes, shared: Shared): ReactNode {
  if (attributes.as === "textarea") {
    const { as: _, ...textarea } = attributes;
    return <textarea {...textarea} {...shared} />;
  }
  if (attributes.as === "select") {
    const { as: _, ...select } = attributes;
    return <select {...select} {...shared} />;
  }
  const { as: _, ...input } = attributes;
  return <input {...input} {...shared} />;
}
