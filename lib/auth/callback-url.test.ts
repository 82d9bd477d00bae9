import { describe, expect, it } from "vitest";
import { redirectAfterSignIn, safeCallbackPath } from "./callback-url";

describe("the callback URL after signing in", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeCallbackPath("/stations/2?x=1")).toBe("/stations/2?x=1");
    expect(safeCallbackPath("/projects/7#defects")).toBe("/projects/7#defects");
  });

  it.each([
    ["another site", "https://evil.example/x"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash, which browsers read as a slash", "/\\evil.example/x"],
    ["a tab, which browsers drop (/%09/evil.example)", "/\t/evil.example/x"],
    ["a newline, which browsers drop", "/\n/evil.example/x"],
    ["CR LF, which would split the Location header", "/x\r\nSet-Cookie: a=b"],
    ["a NUL", "/x\u0000"],
    ["a space before the slashes", "/ /evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "evil.example"],
    ["the login page itself (a loop)", "/login?callbackUrl=/pack"],
    ["an API URL", "/api/auth/signout"],
    ["no value", undefined],
    ["a repeated parameter", ["/pack", "/admin"]],
  ])("refuses %s", (_, value) => {
    expect(safeCallbackPath(value)).toBeNull();
  });

  it("checks what the browser will parse, the way Chromium parses it", () => {
    // Each refused string, parsed as a browser does, would leave this site.
    for (const value of ["/\t/evil.example/x", "/\\evil.example/x", "/\n/evil.example"]) {
      expect(new URL(value, "http://shop.floor").host).toBe("evil.example");
      expect(safeCallbackPath(value)).toBeNull();
    }
  });

  it("sends next-auth's redirect after sign-in home unless it is a safe path of this site", () => {
    const baseUrl = "http://shop.floor:3000";
    expect(redirectAfterSignIn({ url: "/pack", baseUrl })).toBe("http://shop.floor:3000/pack");
    expect(redirectAfterSignIn({ url: "http://shop.floor:3000/pack?x=1", baseUrl })).toBe(
      "http://shop.floor:3000/pack?x=1",
    );
    expect(redirectAfterSignIn({ url: "/\t/evil.example/x", baseUrl })).toBe("http://shop.floor:3000/");
    expect(redirectAfterSignIn({ url: "http://shop.floor:3000/\t/evil.example/x", baseUrl })).toBe(
      "http://shop.floor:3000/",
    );
    expect(redirectAfterSignIn({ url: "https://evil.example/", baseUrl })).toBe("http://shop.floor:3000/");
    expect(redirectAfterSignIn({ url: "http://shop.floor:3000.evil.example/", baseUrl })).toBe(
      "http://shop.floor:3000/",
    );
    expect(redirectAfterSignIn({ url: "/login", baseUrl })).toBe("http://shop.floor:3000/login");
  });
});
