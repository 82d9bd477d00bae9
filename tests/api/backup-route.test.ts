// POST /api/ops/backup, what `npm run backup` asks a running PGlite server: the
// local admin token from this machine or a network of OPS_ALLOWED_NETWORKS,
// never a browser; the body empty (a dated name) or {"file": "<a name>"},
// always written inside BACKUP_DIR (malformed JSON, a body without `file` and
// an absolute path all made a backup before). The operator's and health
// answers carry a Content-Security-Policy; the public ping counts nothing.
import fs from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as liveRoute from "@/app/api/health/live/route";
import * as readyRoute from "@/app/api/health/ready/route";
import * as backupRoute from "@/app/api/ops/backup/route";
import * as pingRoute from "@/app/api/ping/route";
import { opsToken } from "@/lib/ops/ops-token";
import { apiPolicy } from "@/lib/server/content-security-policy.mjs";
import { employee, json, sessionCookie, setUpApiRoutes } from "../support/api-session";

const backupDir = fs.mkdtempSync(path.join(tmpdir(), "backup-route-"));
const outside = path.join(tmpdir(), `backup-route-outside-${process.pid}`);
setUpApiRoutes({
  seed: false,
  settings: { BACKUP_DIR: backupDir, OPS_ALLOWED_NETWORKS: "192.168.1.0/24" },
});

let token = "";
beforeAll(() => {
  // As under server/serve.mjs: the peer address header is the server's own.
  (globalThis as Record<string, unknown>).__shopfloorPeerAddressHeader = true;
  token = opsToken(process.env.DATA_DIR!);
});
afterAll(() => {
  delete (globalThis as Record<string, unknown>).__shopfloorPeerAddressHeader;
  fs.rmSync(backupDir, { recursive: true, force: true });
});

type Asking = { peer?: string; headers?: Record<string, string> };

function ask(body: string | undefined, { peer = "127.0.0.1", headers = {} }: Asking = {}) {
  return backupRoute.POST(
    new Request("http://127.0.0.1:3000/api/ops/backup", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "x-shopfloor-peer-address": peer,
        ...headers,
      },
      body,
    }),
  );
}

const backupsMade = () => fs.readdirSync(backupDir);

describe("who may ask for a backup", () => {
  it("refuses without the token, with another token, from a browser, and from a LAN address not listed", async () => {
    expect((await ask("", { headers: { authorization: "" } })).status).toBe(403);
    expect((await ask("", { headers: { authorization: "Bearer not-the-ops-token" } })).status).toBe(403);
    const cookie = await sessionCookie(employee(["admin"]));
    expect((await ask("", { headers: { cookie } })).status).toBe(403);
    const fromLan = await ask("", { peer: "10.20.30.40" });
    expect(fromLan.status).toBe(403);
    expect(fromLan.headers.get("content-security-policy")).toBe(apiPolicy);
    expect((await ask("", { peer: "192.168.2.7" })).status).toBe(403);
    // A forwarded address is not believed from a proxy TRUSTED_PROXIES does not name.
    expect((await ask("", { peer: "10.20.30.40", headers: { "x-forwarded-for": "127.0.0.1" } })).status).toBe(
      403,
    );
    expect(backupsMade()).toEqual([]);
  });

  it("takes the token from a network OPS_ALLOWED_NETWORKS names (a wrong body shows it got past the door)", async () => {
    expect((await ask("{", { peer: "192.168.1.7" })).status).toBe(400);
    expect((await ask("{", { peer: "::ffff:192.168.1.8" })).status).toBe(400);
  });

  const ownAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === "IPv4")?.address;
  it.skipIf(!ownAddress)("takes the token from this machine's own LAN address (HOST set to it)", async () => {
    expect((await ask("{", { peer: ownAddress! })).status).toBe(400);
  });
});

describe("what the body may ask for", () => {
  const wrongBodies = [
    "{",
    " ",
    "null",
    "[]",
    '"x.tar"',
    "{}",
    '{"fle":"x.tar"}',
    '{"file":"x.tar","extra":1}',
    '{"file":5}',
    '{"file":""}',
    JSON.stringify({ file: path.join(outside, "deep", "x.tar") }),
    '{"file":"../x.tar"}',
    '{"file":"a/b.tar"}',
    '{"file":"a\\\\b.tar"}',
    '{"file":".."}',
    '{"file":".hidden"}',
    '{"file":"x\\u0000.tar"}',
    '{"file":"x\\ud800.tar"}',
    '{"file":"x\\u2028.tar"}',
    '{"file":"x.tar.partial"}',
    JSON.stringify({ file: `${"x".repeat(201)}.tar` }),
    JSON.stringify({ file: "x".repeat(5_000) }),
  ];
  it.each(wrongBodies)("%j is 400 ProblemDetails, and nothing is written or made", async (body) => {
    const answer = await ask(body);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    expect(answer.headers.get("content-security-policy")).toBe(apiPolicy);
    expect(await json(answer)).toMatchObject({ status: 400, title: "Invalid input" });
    expect(backupsMade()).toEqual([]);
    expect(fs.existsSync(outside)).toBe(false);
  });

  it(
    "writes a named file inside BACKUP_DIR, and a dated one for an empty body, private to the server",
    { timeout: 120_000 },
    async () => {
      const named = await ask('{"file":"asked.tar"}');
      expect(named.status).toBe(200);
      expect(named.headers.get("content-security-policy")).toBe(apiPolicy);
      const file = path.join(backupDir, "asked.tar");
      expect(await json(named)).toMatchObject({ file, kind: "pglite", bytes: fs.statSync(file).size });
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      const dated = await ask(undefined);
      expect(dated.status).toBe(200);
      const { file: datedFile } = await json<{ file: string }>(dated);
      expect(path.dirname(datedFile)).toBe(backupDir);
      expect(path.basename(datedFile)).toMatch(/^shopfloor-.*\.tar$/);
      expect(backupsMade().sort()).toEqual(["asked.tar", path.basename(datedFile)].sort());
    },
  );
});

describe("headers of the public and the operator's answers", () => {
  it("health answers carry the strict API policy", async () => {
    const live = liveRoute.GET();
    expect(live.headers.get("content-security-policy")).toBe(apiPolicy);
    expect(live.headers.get("cache-control")).toBe("no-store, no-transform");
    const ready = await readyRoute.GET();
    expect(ready.headers.get("content-security-policy")).toBe(apiPolicy);
  });

  it("the public ping says how the server is, but counts nothing of the floor's activity", async () => {
    const ping = await json<Record<string, unknown> & { changeBus: Record<string, unknown> }>(
      pingRoute.GET(),
    );
    expect(ping).toMatchObject({ ok: true, changeBus: { mode: "in-process", isHearing: true } });
    expect(Object.keys(ping.changeBus).sort()).toEqual(["deafForMs", "isHearing", "mode"]);
    expect(JSON.stringify(ping)).not.toMatch(/changeId|lastId/i);
  });
});
