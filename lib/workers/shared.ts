// Typed arrays on shared memory, for what the main thread keeps and gives to a
// worker task again and again (a department's planned columns, a status list's
// polygons, the finished jobs): posted, they are shared, neither copied nor
// transferred (buffersIn leaves them out), so the kept array stays whole here
// and no copy of it is made for each task. At 100,000 polygons a replan's copies
// were tens of MB of new buffers each time, and that external memory alone
// started full collections of the request thread's heap every few replans.
// Whoever keeps one never writes it again once handed out: a change makes new ones.

type SharedType = Int32ArrayConstructor | Float64ArrayConstructor;

/** A typed array of this type and length on a SharedArrayBuffer of its own. */
export const sharedArray = <T extends SharedType>(Type: T, length: number): InstanceType<T> =>
  new Type(
    new SharedArrayBuffer(length * Type.BYTES_PER_ELEMENT) as unknown as ArrayBuffer,
  ) as InstanceType<T>;

/** The same, holding these numbers. */
export function sharedArrayOf<T extends SharedType>(Type: T, values: ArrayLike<number>): InstanceType<T> {
  const array = sharedArray(Type, values.length);
  array.set(values);
  return array;
}
