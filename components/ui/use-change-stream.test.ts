// The change stream as a screen hears it: a change read within a frame (a burst in one frame once), a
// (re)opened stream read again at once unless the screen says it need not, a
// poll for what changed elsewhere, and nothing more once the screen is gone.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { frameMs, openChangeStream, type StreamState } from "./use-change-stream";

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

const options = { url: "/api/events", pollMs: 60_000 };

describe("openChangeStream", () => {
  let reads: boolean[];
  let states: StreamState[];
  const open = (
    extra: Partial<Parameters<typeof openChangeStream>[0]> = {},
    settle: () => Promise<void> | void = () => undefined,
  ) => {
    const close = openChangeStream(
      { ...options, ...extra },
      (cancelsRunning) => {
        reads.push(cancelsRunning);
        return settle();
      },
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

  it("reads a change within a frame, and the changes of one frame once", async () => {
    const { stream } = open();
    expect(stream.url).toBe("/api/events");
    stream.send("change");
    stream.send("change");
    vi.advanceTimersByTime(frameMs - 1);
    stream.send("change");
    expect(reads).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reads).toEqual([true]);
    await vi.advanceTimersByTimeAsync(0); // the read is done
    stream.send("change");
    vi.advanceTimersByTime(frameMs);
    expect(reads).toEqual([true, true]);
  });

  it("reads a change heard during a read once more after it, without cancelling it", async () => {
    let finish = () => {};
    const { stream } = open({}, () => new Promise<void>((resolve) => (finish = resolve)));
    stream.send("change");
    vi.advanceTimersByTime(frameMs);
    expect(reads).toEqual([true]);
    stream.send("change");
    vi.advanceTimersByTime(frameMs);
    stream.send("change");
    vi.advanceTimersByTime(frameMs);
    expect(reads).toEqual([true]);
    finish();
    await vi.advanceTimersByTimeAsync(frameMs);
    expect(reads).toEqual([true, true]);
    finish();
    await vi.advanceTimersByTimeAsync(10 * frameMs);
    expect(reads).toEqual([true, true]);
  });

  it("reads a change heard during a poll's read at once, in its place; a poll during a change's read waits", async () => {
    let finish = () => {};
    const { stream } = open({}, () => new Promise<void>((resolve) => (finish = resolve)));
    vi.advanceTimersByTime(60_000 + frameMs);
    expect(reads).toEqual([true]); // the poll's read, still running
    stream.send("change");
    vi.advanceTimersByTime(frameMs);
    expect(reads).toEqual([true, true]); // the change's, cancelling the poll's
    vi.advanceTimersByTime(60_000 + frameMs);
    expect(reads).toEqual([true, true]); // the next poll waits for the change's read
    finish();
    await vi.advanceTimersByTimeAsync(frameMs);
    expect(reads).toEqual([true, true, true]);
    finish();
    await vi.advanceTimersByTimeAsync(10 * frameMs);
    expect(reads).toEqual([true, true, true]);
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
    vi.advanceTimersByTime(60_000 + frameMs);
    expect(reads).toEqual([true]);
    stream.send("change");
    close();
    expect(stream.isClosed).toBe(true);
    vi.advanceTimersByTime(5 * 60_000);
    expect(reads).toEqual([true]);
  });
});
