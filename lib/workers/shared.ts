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

/**
 * The value with each typed array in it (objects and arrays, a few levels down)
 * copied onto shared memory; what is not a typed array is the same value. A
 * worker's answer goes back so: a buffer handed to another thread counts, on the
 * thread that takes it, as that thread's external memory, and every 64 MB of
 * that starts a full collection of its heap; shared memory is counted by no
 * thread (V8's accounting). At 100,000 polygons the replans' answers alone
 * started one of the request thread's every 15–25 s (docs/architecture.md,
 * "Garbage").
 */
export function onSharedMemory<T>(value: T, depth = 4): T {
  if (ArrayBuffer.isView(value)) {
    if (!(value.buffer instanceof ArrayBuffer) || value instanceof DataView) return value;
    const Type = typedArrayTypes[(value as unknown as Int8Array)[Symbol.toStringTag]];
    if (!Type) return value;
    const copy = new Type(new SharedArrayBuffer(value.byteLength) as unknown as ArrayBuffer);
    copy.set(value as never);
    return copy as unknown as T;
  }
  if (depth <= 0 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => onSharedMemory(item, depth - 1)) as T;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, onSharedMemory(item, depth - 1)]),
  ) as T;
}

type TypedArrayType = new (buffer: ArrayBuffer) => { set(values: never): void };

const typedArrayTypes: Partial<Record<string, TypedArrayType>> = {
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
  BigInt64Array,
  BigUint64Array,
};
