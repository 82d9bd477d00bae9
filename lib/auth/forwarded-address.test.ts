// The per-address limit counts the connection's address: a client that
// changes X-Forwarded-For neither dodges the limit nor locks out another
// address. The requests come through server/serve.mjs's listener, as in production.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { withPeerAddress } from "@/server/serve.mjs";
import { createTestPacker } from "@/tests/support/test-employees";
import { authenticate, clientAddress } from "./sign-in";
import { refuseThrottledSignIn } from "./sign-in-guard";
import { SignInRefusedError } from "./throttle";

let handle: DatabaseHandle;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  (globalThis as Record<string, unknown>).__shopfloorPeerAddressHeader = true;
  handle = await openTestDatabase();
  await createTestPacker(handle.db);
  // The app behind the listener: one sign-in attempt per request, by the address the headers give.
  server = http.createServer(
    withPeerAddress(async (request: http.IncomingMessage, response: http.ServerResponse) => {
      const headers = request.headers;
      const username = String(headers["x-test-username"]);
      const password = String(headers["x-test-password"]);
      const address = clientAddress(headers);
      const guard = await refuseThrottledSignIn(
        handle.db,
        new Request("http://localhost/api/auth/callback/password", {
          method: "POST",
          headers: Object.entries(headers).flatMap(([k, v]): [string, string][] =>
            typeof v === "string" ? [[k, v]] : [],
          ),
          body: new URLSearchParams({ username, password }),
        }),
      );
      if (guard) return void response.writeHead(guard.status).end(address);
      try {
        const employee = await authenticate(
          handle.db,
          { method: "password", username, password },
          {
            address,
            wait: () => Promise.resolve(),
          },
        );
        response.writeHead(employee ? 200 : 401).end(address);
      } catch (error) {
        response.writeHead(error instanceof SignInRefusedError ? 429 : 500).end(address);
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});
afterAll(async () => {
  delete (globalThis as Record<string, unknown>).__shopfloorPeerAddressHeader;
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});

const attempt = async (username: string, password: string, headers: Record<string, string> = {}) => {
  const response = await fetch(baseUrl, {
    headers: { "x-test-username": username, "x-test-password": password, ...headers },
  });
  return { status: response.status, address: await response.text() };
};

describe("the per-address limit behind server/serve.mjs", () => {
  it("counts the connection's address, not a forged X-Forwarded-For or peer header", async () => {
    const forged = { "x-forwarded-for": "203.0.113.7", "x-shopfloor-peer-address": "203.0.113.8" };
    expect(await attempt("nobody", "x", forged)).toEqual({ status: 401, address: "127.0.0.1" });
  });

  it("refuses the 21st attempt from one address however X-Forwarded-For changes", async () => {
    const statuses: number[] = [];
    for (let i = 1; i < 25; i++) {
      const result = await attempt(`guess${i}`, "x", { "x-forwarded-for": `198.51.100.${i}` });
      statuses.push(result.status);
    }
    // One failure was counted by the test above, from the same address.
    expect(statuses.filter((s) => s === 401)).toHaveLength(19);
    expect(statuses.slice(19).every((s) => s === 429)).toBe(true);
  });

  it("cannot lock out another address by naming it in X-Forwarded-For", async () => {
    // The locked client (127.0.0.1) claims to be 192.168.1.20 …
    expect((await attempt("packer", "x", { "x-forwarded-for": "192.168.1.20" })).status).toBe(429);
    // … and 192.168.1.20 itself still signs in.
    const victim = await authenticate(
      handle.db,
      { method: "password", username: "packer", password: "packer-secret" },
      {
        address: clientAddress({ "x-shopfloor-peer-address": "192.168.1.20" }),
        wait: () => Promise.resolve(),
      },
    );
    expect(victim?.username).toBe("packer");
  });
});
