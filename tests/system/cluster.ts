// `npm run cluster -- --servers 3`: a throwaway PostgreSQL (or DATABASE_URL),
// N app servers and HAProxy in front on PORT (default 3000), until Ctrl-C.
// The servers listen on PORT+1…PORT+N; logs in .data-cluster/ (docs/deploy.md).
import path from "node:path";
import { parseArgs } from "node:util";
import { root, startCluster, stopOnSignal } from "./cluster-lib";

const { values } = parseArgs({
  options: {
    servers: { type: "string", default: "3" },
    port: { type: "string", default: process.env.PORT ?? "3000" },
    "pg-port": { type: "string" },
  },
});
const servers = Number(values.servers);
const port = Number(values.port);
if (!Number.isInteger(servers) || servers < 1 || servers > 8) {
  console.error("--servers must be a whole number from 1 to 8");
  process.exit(1);
}
if (!Number.isInteger(port) || port < 1 || port + servers + 1 > 65535) {
  console.error("--port (or PORT) must be a port number with room for the servers after it");
  process.exit(1);
}

const serverPorts = Array.from({ length: servers }, (_, i) => port + 1 + i);
const cluster = await startCluster({
  servers,
  port,
  serverPorts,
  pgPort: Number(values["pg-port"] ?? port + 9),
  dataDir: path.join(root, ".data-cluster"),
  databaseUrl: process.env.DATABASE_URL,
  env: { DEMO_PROJECTS: process.env.DEMO_PROJECTS ?? "40" },
});
console.info(`\nShop floor cluster ready at ${cluster.origin} (HAProxy)`);
for (const server of cluster.servers) console.info(`  app server ${server.index + 1}: ${server.origin}`);
console.info(
  `  PostgreSQL: ${cluster.postgres.dir ? "throwaway, " : ""}${cluster.postgres.url.replace(/\/\/[^@]*@/, "//")}`,
);
console.info("Ctrl-C stops everything.");
stopOnSignal(cluster.stop);
