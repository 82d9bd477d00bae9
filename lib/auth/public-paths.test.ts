import { describe, expect, it } from "vitest";
import { isPublicPath, safeCallbackPath } from "./public-paths";

describe("public paths", () => {
  it("lets anyone reach the login page, next-auth, the embedded API, the ping and static files", () => {
    for (const path of [
      "/login",
      "/api/auth/csrf",
      "/api/auth/callback/password",
      "/production-api/department/getall",
      "/cpq-hub/api/embedded/token",
      "/cpq/12/api/gateway/v2/material/findbycode",
      "/api/ping",
      "/_next/static/x.js",
      "/favicon.ico",
    ]) {
      expect(isPublicPath(path), path).toBe(true);
    }
  });

  it("requires a session everywhere else, including look-alike prefixes", () => {
    for (const path of [
      "/",
      "/pack",
      "/stations/1",
      "/supervisor",
      "/admin",
      "/api/packages",
      "/api/authx",
      "/loginx",
      "/production-apix",
      "/cpqx",
      "/api/ping2",
    ]) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
});

describe("callback paths", () => {
  it("keeps paths of this app and drops anything that leaves it", () => {
    expect(safeCallbackPath("/stations/2?x=1")).toBe("/stations/2?x=1");
    expect(safeCallbackPath("https://evil.example")).toBeNull();
    expect(safeCallbackPath("//evil.example")).toBeNull();
    expect(safeCallbackPath("/\\evil.example")).toBeNull();
    expect(safeCallbackPath("/login")).toBeNull();
    expect(safeCallbackPath(undefined)).toBeNull();
  });
});
