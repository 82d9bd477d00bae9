// `npm start`: checks the settings, builds when the sources changed since the
// last build, then serves the app (the server itself migrates the database and
// loads the demo data on first start) and prints the address once it answers.
// The server writes with umask 077 and makes DATA_DIR private at start (docs/security.md).
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseEnv, SettingsError } from "../lib/env";
import { knownNodeFlags } from "./node-flags.mjs";

const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, ".next", "source-hash");
// messages/: the translations are bundled, so a changed sentence is a changed build.
const sourceDirs = ["app", "components", "lib", "messages", "public"];
const sourceFiles = [
  "package.json",
  "package-lock.json",
  "next.config.mjs",
  "tailwind.config.ts",
  "tsconfig.json",
  "postcss.config.mjs",
  "instrumentation.ts",
  "proxy.ts",
];

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** A hash of every file the build reads, so a changed checkout is rebuilt. */
function sourceHash(): string {
  const hash = createHash("sha256");
  const files = [
    ...sourceDirs.flatMap((dir) => listFiles(path.join(root, dir))),
    ...sourceFiles.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

function buildIfNeeded(): void {
  const current = sourceHash();
  const built =
    fs.existsSync(path.join(root, ".next", "BUILD_ID")) && fs.existsSync(stampFile)
      ? fs.readFileSync(stampFile, "utf8")
      : "";
  if (built === current) return;
  console.info("Building the app (the sources changed since the last build)…");
  const result = spawnSync("npx", ["next", "build"], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, current);
}

async function waitUntilServing(url: string, child: ReturnType<typeof spawn>): Promise<boolean> {
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function main() {
  let settings;
  try {
    settings = parseEnv(process.env);
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  buildIfNeeded();
  if (process.argv.includes("--build-only")) return;
  // From here on (the server inherits it): files only the server's user may read or write.
  process.umask(0o077);
  // server/serve.mjs rather than `next start`: it tells the app each connection's address.
  const child = spawn(process.execPath, [...knownNodeFlags(), path.join(root, "server", "serve.mjs")], {
    cwd: root,
    stdio: "inherit",
    // Without NEXTAUTH_URL, next-auth takes the origin from each request's Host
    // header, so tablets reaching the server by its LAN address work too.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(settings.PORT),
      // serve.mjs makes it private once the database is open (server/serve.mjs reads no defaults).
      DATA_DIR: settings.DATA_DIR,
      ...(settings.NEXTAUTH_URL ? {} : { AUTH_TRUST_HOST: "true" }),
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code) => process.exit(code ?? 1));
  const listensEverywhere = !settings.HOST || ["0.0.0.0", "::"].includes(settings.HOST);
  const host = listensEverywhere
    ? "localhost"
    : settings.HOST?.includes(":")
      ? `[${settings.HOST}]`
      : settings.HOST;
  const address = `http://${host}:${settings.PORT}`;
  if (await waitUntilServing(`${address}/api/ping`, child)) {
    console.info(`\nShop floor is ready at ${address}`);
    if (settings.EMBEDDED_PRODUCTION_API)
      console.info(`Embedded production API at ${address}/production-api`);
  }
}

void main();
