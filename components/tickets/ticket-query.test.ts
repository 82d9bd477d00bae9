import { describe, expect, it } from "vitest";
import { ticketFormatOf, ticketQuery, ticketSelectionOf } from "./ticket-query";

describe("ticket addresses", () => {
  it("reads chosen ids (unique, digits only), the waiting ones, else all", () => {
    expect(ticketSelectionOf({ ids: "3,1,3,x,0,-2" })).toEqual({ kind: "ids", ids: [3, 1] });
    expect(ticketSelectionOf({ select: "waiting" })).toEqual({ kind: "waiting" });
    expect(ticketSelectionOf({ ids: "", select: "nonsense" })).toEqual({ kind: "all" });
    expect(ticketSelectionOf({ ids: ["1", "2"] })).toEqual({ kind: "all" });
  });

  it("takes at most 400 ids", () => {
    const many = Array.from({ length: 500 }, (_, i) => i + 1).join(",");
    const selection = ticketSelectionOf({ ids: many });
    expect(selection.kind === "ids" && selection.ids.length).toBe(400);
  });

  it("writes back what it reads", () => {
    const query = ticketQuery("a4", { kind: "ids", ids: [5, 7] }, 400);
    expect(query).toBe("?format=a4&ids=5%2C7&from=400");
    const params = Object.fromEntries(new URLSearchParams(query));
    expect(ticketSelectionOf(params)).toEqual({ kind: "ids", ids: [5, 7] });
    expect(ticketFormatOf(params.format)).toBe("a4");
    expect(ticketFormatOf("letter")).toBe("a6");
  });
});
