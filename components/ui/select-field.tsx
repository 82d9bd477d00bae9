// A select Field over a fixed list of values, each option shown by its label
// (a check's kind and measure, a reason's kind, a list's order).
import { Field, type FieldProps } from "./field";

type Props<V extends string> = Omit<Extract<FieldProps, { as: "select" }>, "as" | "children"> & {
  options: readonly V[];
  labelOf: (value: V) => string;
};

export function SelectField<V extends string>({ options, labelOf, ...field }: Props<V>) {
  return (
    <Field as="select" {...field}>
      {options.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </Field>
  );
}
