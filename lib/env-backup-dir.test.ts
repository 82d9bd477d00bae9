// BACKUP_DIR's default is inside DATA_DIR (issue 45, low): a backup made from
// any working directory lands where the server keeps its data, not in a
// `backups` folder beside wherever the command was started.
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("BACKUP_DIR", () => {
  it("defaults to the folder backups inside DATA_DIR", () => {
    expect(parseEnv({}).BACKUP_DIR).toBe(".data/backups");
    expect(parseEnv({ DATA_DIR: "/var/lib/shopfloor" }).BACKUP_DIR).toBe("/var/lib/shopfloor/backups");
    expect(parseEnv({ DATA_DIR: "/var/lib/shopfloor/" }).BACKUP_DIR).toBe("/var/lib/shopfloor/backups");
  });

  it("keeps a folder the setting names", () => {
    expect(
      parseEnv({ DATA_DIR: "/var/lib/shopfloor", BACKUP_DIR: "/var/backups/shopfloor" }).BACKUP_DIR,
    ).toBe("/var/backups/shopfloor");
  });
});
