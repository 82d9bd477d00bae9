import { describe, expect, it } from "vitest";
import {
  applyVerdict,
  backoffMs,
  classifyAttempt,
  countEntries,
  makeEntry,
  nextToSend,
  readOutboxEntry,
  pendingOf,
  type OutboxEntry,
} from "./queue";
import { outboxEntrySchema } from "./entry-schema";

const now = new Date("2026-11-23T10:00:00Z");
let counter = 0;
function entry(employeeId: number, seq: number, change: Partial<OutboxEntry> = {}): OutboxEntry {
  counter++;
  return {
    ...makeEntry(
      {
        method: "POST",
        url: "/api/pack/scan",
        body: { barcode: `B${seq}` },
        kind: "pack",
        subject: `B${seq}`,
      },
      { key: `key-${counter}`, seq, employeeId, now },
    ),
    ...change,
  };
}

describe("order and ownership", () => {
  it("sends the employee's own pending writes in the order made, whatever order they were read in", () => {
    const entries = [entry(1, 30), entry(2, 5), entry(1, 10), entry(1, 20, { state: "conflict" })];
    expect(pendingOf(entries, 1).map((e) => e.seq)).toEqual([10, 30]);
    expect(nextToSend(entries, 1)?.seq).toBe(10);
    expect(nextToSend(entries, 2)?.seq).toBe(5);
    expect(nextToSend(entries, 3)).toBeNull();
  });

  it("counts another employee's writes apart and only the employee's own conflicts", () => {
    const entries = [
      entry(1, 1),
      entry(1, 2),
      entry(2, 3),
      entry(1, 4, { state: "conflict" }),
      entry(2, 5, { state: "conflict" }),
    ];
    expect(countEntries(entries, 1)).toEqual({ mine: 2, others: 1, conflicts: 1 });
    expect(countEntries(entries, 2)).toEqual({ mine: 1, others: 2, conflicts: 1 });
  });

  it("a new entry is pending, untried, and reads back through its schema", () => {
    const made = entry(7, 1);
    expect(made).toMatchObject({
      state: "pending",
      attempts: 0,
      employeeId: 7,
      createdAt: now.toISOString(),
    });
    expect(outboxEntrySchema.parse(JSON.parse(JSON.stringify(made)))).toEqual(made);
  });
});

describe("classifying an attempt", () => {
  const pack = { kind: "pack" as const };
  const status = { kind: "advance" as const };

  it("retries when the server cannot be reached or the upstream is unavailable", () => {
    expect(classifyAttempt(pack, { kind: "network", message: "Failed to fetch" }, "Pat").verdict).toBe(
      "retry",
    );
    for (const code of [502, 503, 504, 408, 429, 401])
      expect(classifyAttempt(status, { kind: "answer", status: code, body: null }, "Pat").verdict).toBe(
        "retry",
      );
    expect(
      classifyAttempt(
        status,
        {
          kind: "answer",
          status: 409,
          body: {
            title: "This change is still in progress",
            detail: "A request with the same Idempotency-Key has not finished yet; try again in a moment.",
          },
        },
        "Pat",
      ).verdict,
    ).toBe("retry");
  });

  it("a refusal because the target changed is a conflict with the server's detail, never a retry", () => {
    const moved = classifyAttempt(
      status,
      { kind: "answer", status: 409, body: { title: "Not in this department", detail: "P12 is at 400" } },
      "Pat",
    );
    expect(moved).toEqual({ verdict: "conflict", reason: "Not in this department", detail: "P12 is at 400" });
    const elsewhere = {
      title: "Not for this department",
      detail: "Polygon 12 is at Sewing, not waiting for or in progress in Cutting.",
    };
    expect(classifyAttempt(status, { kind: "answer", status: 409, body: elsewhere }, "Pat").verdict).toBe(
      "conflict",
    );
    expect(
      classifyAttempt(status, { kind: "answer", status: 404, body: { title: "Not found" } }, "Pat"),
    ).toEqual({
      verdict: "conflict",
      reason: "Not found",
      detail: null,
    });
    expect(classifyAttempt(status, { kind: "answer", status: 500, body: null }, "Pat").verdict).toBe(
      "conflict",
    );
  });

  it("a pack answered 'already packed' by someone else is a conflict; by the same employee it is done", () => {
    const already = (packedBy: string | null) => ({
      kind: "answer" as const,
      status: 200,
      body: { outcome: "already-packed", packedBy, packedAt: "2026-11-23T09:00:00Z", package: {} },
    });
    expect(classifyAttempt(pack, already("Pat Packer"), "Pat Packer")).toEqual({ verdict: "done" });
    expect(classifyAttempt(pack, already("Sam Supervisor"), "Pat Packer")).toEqual({
      verdict: "conflict",
      reason: "already-packed",
      detail: "Sam Supervisor, 2026-11-23T09:00:00Z",
    });
    expect(classifyAttempt(pack, already(null), "Pat Packer").verdict).toBe("conflict");
    expect(
      classifyAttempt(pack, { kind: "answer", status: 200, body: { outcome: "packed", package: {} } }, "Pat"),
    ).toEqual({ verdict: "done" });
    expect(
      classifyAttempt(
        pack,
        { kind: "answer", status: 200, body: { outcome: "unknown", barcode: "X1" } },
        "Pat",
      ),
    ).toEqual({ verdict: "conflict", reason: "unknown", detail: "X1" });
  });

  it("other writes are done on any 2xx", () => {
    expect(
      classifyAttempt(status, { kind: "answer", status: 200, body: { outcome: "unknown" } }, "Pat"),
    ).toEqual({
      verdict: "done",
    });
  });
});

describe("applying a verdict", () => {
  const later = new Date("2026-11-23T10:05:00Z");

  it("done removes the entry; retry keeps it pending with the error; conflict moves it aside", () => {
    const kept = entry(1, 1);
    expect(applyVerdict(kept, { verdict: "done" }, later)).toBeNull();
    expect(applyVerdict(kept, { verdict: "retry", error: "Failed to fetch" }, later)).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "Failed to fetch",
      lastAttemptAt: later.toISOString(),
      key: kept.key,
    });
    expect(
      applyVerdict(kept, { verdict: "conflict", reason: "already-packed", detail: "Sam" }, later),
    ).toMatchObject({
      state: "conflict",
      attempts: 1,
      conflict: { reason: "already-packed", detail: "Sam" },
    });
  });

  it("backs off from 1 s, doubling, to at most 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("reading a kept write back (without zod)", () => {
  const made = entry(3, 42);
  const variants: [string, unknown][] = [
    ["a new entry", made],
    [
      "one with a form body and a conflict",
      {
        ...made,
        isForm: true,
        body: { a: "1" },
        state: "conflict",
        conflict: { reason: "Not found", detail: null },
      },
    ],
    [
      "one tried with an error",
      { ...made, attempts: 2, lastError: "Failed to fetch", lastAttemptAt: now.toISOString() },
    ],
    ["one without isForm (an older record) or body", (({ isForm: _i, body: _b, ...rest }) => rest)(made)],
    ["one with a field we no longer keep", { ...made, extra: "x" }],
    ["an empty key", { ...made, key: "" }],
    ["a url outside /api/", { ...made, url: "/pack" }],
    ["an unknown kind", { ...made, kind: "shred" }],
    ["an unknown state", { ...made, state: "sent" }],
    ["a negative or fractional attempt count", { ...made, attempts: -1 }],
    ["a fractional employee", { ...made, employeeId: 1.5 }],
    ["a seq that is not a number", { ...made, seq: "1" }],
    ["a NaN seq", { ...made, seq: Number.NaN }],
    ["a GET", { ...made, method: "GET" }],
    ["a conflict without a reason", { ...made, conflict: { detail: "x" } }],
    ["a missing lastError", (({ lastError: _l, ...rest }) => rest)(made)],
    ["a non-boolean isForm", { ...made, isForm: "yes" }],
    ["not an object", "pack B1"],
    ["null", null],
    ["an array", [made]],
  ];

  it.each(variants)("reads %s as the schema does", (_name, value) => {
    const parsed = outboxEntrySchema.safeParse(value);
    expect(readOutboxEntry(value)).toEqual(parsed.success ? parsed.data : null);
  });

  it("the valid ones read back whole and the invalid ones not at all", () => {
    expect(readOutboxEntry(made)).toEqual(made);
    expect(variants.filter(([, value]) => readOutboxEntry(value) !== null)).toHaveLength(5);
  });
});
