// The supervisor's event stream after a reconnect: the browser sends the id of
// the last change it had (Last-Event-ID) and first gets the ones it missed, in
// order, then the live ones; a `reset` when this server no longer keeps them.
import { describe, expect, it } from "vitest";
import { changeSchema } from "@/lib/server/change";
import { keptChanges, publishChange } from "@/lib/server/change-bus";
import { changeEventStream, lastEventIdOf } from "./change-event-stream";

async function readEvents(response: Response, count: number): Promise<string[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  const events = () => text.split("\n\n").filter((frame) => /^event: (change|reset)$/m.test(frame));
  while (events().length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  return events();
}

const idOf = (frame: string) => Number(/^id: (\d+)$/m.exec(frame)?.[1]);
const move = (polygonId: number) =>
  publishChange({ method: "POST", path: "/api/status/polygons", polygonIds: [polygonId] });

describe("the event stream after a reconnect", () => {
  it("sends the changes after Last-Event-ID first, then the live ones", async () => {
    move(1);
    const first = new AbortController();
    const missedFrom = await readEvents(changeEventStream(first.signal, 60_000, 0), 1);
    first.abort();
    const lastSeen = idOf(missedFrom.at(-1)!);
    move(2);
    move(3);
    const again = new AbortController();
    const response = changeEventStream(again.signal, 60_000, lastSeen);
    move(4);
    const frames = await readEvents(response, 3);
    again.abort();
    expect(frames.map(idOf)).toEqual([lastSeen + 1, lastSeen + 2, lastSeen + 3]);
    const polygonIdsOf = (frame: string) =>
      changeSchema.parse(JSON.parse(/^data: (.*)$/m.exec(frame)![1]!)).polygonIds;
    expect(frames.map(polygonIdsOf)).toEqual([[2], [3], [4]]);
  });

  it("says reset when the missed changes are no longer kept", async () => {
    for (let i = 0; i < keptChanges + 5; i++) move(10_000 + i);
    const abort = new AbortController();
    const [frame] = await readEvents(changeEventStream(abort.signal, 60_000, 1), 1);
    abort.abort();
    expect(frame).toContain("event: reset");
  });

  it("sends no screen the changes that only end sessions (who signed out is the servers' business)", async () => {
    const abort = new AbortController();
    const response = changeEventStream(abort.signal, 60_000);
    publishChange({ method: "POST", path: "/api/auth/sessions-ended", endedSessionsOf: [7] });
    move(5);
    const [frame] = await readEvents(response, 1);
    abort.abort();
    expect(frame).toContain('"polygonIds":[5]');
    expect(frame).not.toContain("endedSessionsOf");
  });

  it("reads Last-Event-ID only when it is a change number", () => {
    const withId = (id: string) =>
      new Request("http://localhost/api/events", { headers: { "last-event-id": id } });
    expect(lastEventIdOf(withId("42"))).toBe(42);
    expect(lastEventIdOf(withId("abc"))).toBeUndefined();
    expect(lastEventIdOf(new Request("http://localhost/api/events"))).toBeUndefined();
  });
});
