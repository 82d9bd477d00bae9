// What the stand-in CPQ is built from: its database (the embedded production
// API's), its token secret, its applications and the accounts that may sign in.
import type { Database } from "@/lib/db/client";

export type StandInApplication = { id: string; name: string };

export type HubAccount = {
  emailAddress: string;
  password: string;
  apiKey: string;
  /** The applications this account may use (getapplications lists these; others answer 403). */
  applicationIds: string[];
};

export type DirectAccount = {
  applicationId: string;
  domainName: string;
  username: string;
  password: string;
  apiKey: string;
};

export type EmbeddedCpqOptions = {
  getDb: () => Promise<Database>;
  secret: Uint8Array;
  applications: StandInApplication[];
  hubAccounts: HubAccount[];
  directAccounts: DirectAccount[];
  /** Token lifetime (default 3600 s); tests shorten it. */
  tokenSeconds?: number;
};

/** The demo hub: the workshop's CPQ (every demo production project's hubApplicationId) and a second one. */
export const demoApplications: StandInApplication[] = [
  { id: "12", name: "Atelier CPQ (demo)" },
  { id: "14", name: "Supplier configurator (demo)" },
];
