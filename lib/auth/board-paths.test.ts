import { describe, expect, it } from "vitest";
import { boardPairingRedirect, isBoardPath } from "./board-paths";

describe("the wall board's paths", () => {
  it("moves a token from /board's query into the pairing page's fragment, keeping the view", () => {
    const target = boardPairingRedirect(
      new URL("http://tv.local/board?token=brd_abc&view=rotate&seconds=20"),
    );
    expect(target?.toString()).toBe("http://tv.local/board/pair?view=rotate&seconds=20#token=brd_abc");
    expect(target?.search).not.toContain("brd_abc");
    expect(boardPairingRedirect(new URL("http://tv.local/board?view=all"))).toBeNull();
    expect(boardPairingRedirect(new URL("http://tv.local/supervisor?token=x"))).toBeNull();
  });

  it("lets a device reach the board, its data and next-auth, nothing else", () => {
    for (const path of ["/board", "/board/pair", "/api/board", "/api/board/events", "/api/auth/session"])
      expect(isBoardPath(path), path).toBe(true);
    for (const path of [
      "/",
      "/supervisor",
      "/boards",
      "/api/board/devices",
      "/api/board/targets/1",
      "/api/events",
    ])
      expect(isBoardPath(path), path).toBe(false);
  });
});
