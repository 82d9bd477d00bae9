// The project page trusts a CPQ message only from the frame it opened, from
// that frame's origin, and only as an object with a known type.
import { describe, expect, it } from "vitest";
import { cpqMessageType } from "./cpq-messages";

const frame = { postMessage: () => undefined } as unknown as MessageEventSource;
const otherWindow = { postMessage: () => undefined } as unknown as MessageEventSource;
const expected = { origin: "https://cpq.example.com", source: frame };
const message = (data: unknown, origin = expected.origin, source: MessageEventSource | null = frame) => ({
  data,
  origin,
  source,
});

describe("cpqMessageType", () => {
  it("accepts SAVE_PROJECT and CLOSE_PROJECT objects from the frame's origin", () => {
    expect(cpqMessageType(message({ type: "SAVE_PROJECT", payload: 7 }), expected)).toBe("SAVE_PROJECT");
    expect(cpqMessageType(message({ type: "CLOSE_PROJECT", payload: 7 }), expected)).toBe("CLOSE_PROJECT");
  });

  it("ignores another origin, another window, and a frame not open", () => {
    const save = { type: "SAVE_PROJECT", payload: 7 };
    expect(cpqMessageType(message(save, "https://evil.example"), expected)).toBeNull();
    expect(cpqMessageType(message(save, "http://cpq.example.com"), expected)).toBeNull();
    expect(cpqMessageType(message(save, expected.origin, otherWindow), expected)).toBeNull();
    expect(cpqMessageType(message(save, expected.origin, null), { ...expected, source: null })).toBeNull();
  });

  it("ignores data that is not an object with a known type", () => {
    for (const data of [
      "SAVE_PROJECT",
      '{"type":"SAVE_PROJECT"}',
      null,
      7,
      ["SAVE_PROJECT"],
      { type: "DELETE" },
      {},
    ]) {
      expect(cpqMessageType(message(data), expected)).toBeNull();
    }
  });
});
