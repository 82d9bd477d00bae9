// The change stream as a screen hears it: a burst of changes read once, a
// (re)opened stream read again at once unless the screen says it need not, a
// poll for what changed elsewhere, and nothing more once the screen is gone.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openChangeStream, type StreamState } from "./use-change-stream";

/** The browser's EventSource as far as the stream uses it: events the server sends, and close. */
class StreamStandIn extends EventTarget {
  static opened: StreamStandIn[] = [];
  isClosed = false;
  constructor(readonly url: string) {
    super();
    StreamStandIn.opened.push(this);
  }
  close() {
    this.isClosed = true;
  }
  send(type: string, data = "") {
    if (!this.isClosed) this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

const options = { url: "/api/events", debounceMs: 300, pollMs: 60_000 };

describe("openChangeStream", () => {
  let reads: boolean[];
  let states: StreamState[];
  const open = (extra: Partial<Parameters<typeof openChangeStream>[0]> = {}) => {
    const close = openChangeStream(
      { ...options, ...extra },
      (cancelsRunning) => reads.push(cancelsRunning),
      (state) => states.push(state),
    );
    return { close, stream: StreamStandIn.opened.at(-1)! };
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("EventSource", StreamStandIn);
    StreamStandIn.opened = [];
    reads = [];
    states = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reads a burst of changes once, after the debounce from its first change", () => {
    const { stream } = open();
    expect(stream.url).toBe("/api/events");
    stream.send("change");
    vi.advanceTimersByTime(200);
    stream.send("change");
    stream.send("change");
    expect(reads).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(reads).toEqual([true]);
    stream.send("change");
    vi.advanceTimersByTime(300);
    expect(reads).toEqual([true, true]);
  });

  it("says live on hello and reads at once without cancelling a load under way; reconnecting on error", () => {
    const { stream } = open();
    stream.send("hello", "{}");
    expect(states).toEqual(["live"]);
    expect(reads).toEqual([false]);
    stream.send("error");
    stream.send("hello", "{}");
    expect(states).toEqual(["live", "reconnecting", "live"]);
    expect(reads).toEqual([false, false]);
  });

  it("lets the screen skip the read of a first hello, never of a later one", () => {
    const { stream } = open({ readsOnHello: (data, isFirst) => !(isFirst && data === "unchanged") });
    stream.send("hello", "unchanged");
    expect(reads).toEqual([]);
    stream.send("hello", "unchanged");
    expect(reads).toEqual([false]);
  });

  it("polls, and once closed neither polls nor reads a change already heard", () => {
    const { stream, close } = open();
    vi.advanceTimersByTime(60_000 + 300);
    expect(reads).toEqual([true]);
    stream.send("change");
    close();
    expect(stream.isClosed).toBe(true);
    vi.advanceTimersByTime(5 * 60_000);
    expect(reads).toEqual([true]);
  });
});
