// One value per server process under a name, also across Next's bundles: the
// instrumentation bundle warms the lists the routes' bundles read, and every
// route reaches the one embedded production API with its one fault switch.
export function processWide<T>(name: string, create: () => T): T {
  const holder = globalThis as { __shopfloor?: Map<string, unknown> };
  const values = (holder.__shopfloor ??= new Map<string, unknown>());
  if (!values.has(name)) values.set(name, create());
  // Set just above by the only function that writes under this name, with this type.
  return values.get(name) as T;
}
