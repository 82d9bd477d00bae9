import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { cpqConnectionFromSettings } from "./settings";

const hub = {
  CPQ_HUB_URL: "https://hub.example",
  CPQ_HUB_EMAIL: "floor@example.com",
  CPQ_HUB_PASSWORD: "pw",
  CPQ_API_KEY: "key",
};

describe("CPQ settings", () => {
  it("uses the embedded stand-in when no CPQ setting is given", () => {
    expect(cpqConnectionFromSettings(parseEnv({}))).toBeNull();
  });

  it("reads hub mode and direct mode", () => {
    expect(cpqConnectionFromSettings(parseEnv(hub))).toMatchObject({
      mode: "hub",
      hubUrl: "https://hub.example",
    });
    const direct = parseEnv({
      CPQ_BASE_URL: "https://cpq.example",
      CPQ_DOMAIN: "atelier",
      CPQ_USERNAME: "floor",
      CPQ_PASSWORD: "pw",
      CPQ_API_KEY: "key",
    });
    expect(cpqConnectionFromSettings(direct)).toMatchObject({ mode: "direct", domainName: "atelier" });
  });

  it.each([
    [{ CPQ_HUB_URL: "https://hub.example" }, /CPQ_HUB_EMAIL must be set when CPQ_HUB_URL is/],
    [{ ...hub, CPQ_API_KEY: undefined }, /CPQ_API_KEY must be set when CPQ_HUB_URL is/],
    [{ CPQ_BASE_URL: "https://cpq.example" }, /CPQ_DOMAIN must be set when CPQ_BASE_URL is/],
    [{ ...hub, CPQ_BASE_URL: "https://cpq.example" }, /set one \(hub mode or direct mode\)/],
    [{ CPQ_HUB_URL: "hub" }, /CPQ_HUB_URL must be a full URL/],
  ])("stops with a sentence naming an incomplete CPQ setting %o", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});
