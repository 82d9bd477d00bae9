// How many hidden classes (V8's maps) some objects have among them: what the
// kept lists hold by the hundred thousand should share a few, or every
// collection marks one class, with its descriptors, per object, and every
// read of a field through them is a lookup (docs/architecture.md, "Garbage").
import v8 from "node:v8";

v8.setFlagsFromString("--allow-natives-syntax");
// V8's own test of two objects' maps: its syntax exists only in source compiled after the flag.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
export const haveSameClass = new Function("a", "b", "return %HaveSameMap(a, b)") as (
  a: object,
  b: object,
) => boolean;

export function hiddenClassCount(objects: readonly object[]): number {
  const classes: object[] = [];
  for (const object of objects)
    if (!classes.some((seen) => haveSameClass(seen, object))) classes.push(object);
  return classes.length;
}
