import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("settings", () => {
  it("has defaults that run the embedded API of this same server", () => {
    const settings = parseEnv({});
    expect(settings.PORT).toBe(3000);
    expect(settings.DATA_DIR).toBe(".data");
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.EMBEDDED_PRODUCTION_API).toBe(true);
    expect(settings.DEMO_DATA).toBe(true);
    expect(settings.PRODUCTION_API_URL).toBe("http://127.0.0.1:3000/production-api");
  });

  it("points at a real upstream and switches the embedded API off by default", () => {
    const settings = parseEnv({ PRODUCTION_API_URL: "https://cpq.example/production-api", PORT: "4000" });
    expect(settings.EMBEDDED_PRODUCTION_API).toBe(false);
    expect(settings.PRODUCTION_API_URL).toBe("https://cpq.example/production-api");
    expect(parseEnv({ PORT: "4000" }).PRODUCTION_API_URL).toBe("http://127.0.0.1:4000/production-api");
  });

  it.each([
    [{ PORT: "abc" }, /PORT must be a number/],
    [{ PORT: "70000" }, /PORT must be between 1 and 65535/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a full URL/],
    [{ DEMO_DATA: "maybe" }, /DEMO_DATA must be on or off/],
    [{ EMBEDDED_PRODUCTION_API: "sometimes" }, /EMBEDDED_PRODUCTION_API must be on or off/],
    [{ PRODUCTION_API_JWT_SECRET: "short" }, /PRODUCTION_API_JWT_SECRET must be at least 32 characters/],
    [{ PRODUCTION_API_URL: "https://cpq.example/api" }, /PRODUCTION_API_URL must end in \/production-api/],
    [{ SESSION_HOURS: "48" }, /SESSION_HOURS must be between 1 and 24/],
    [{ SESSION_MAX_HOURS: "0" }, /SESSION_MAX_HOURS must be between 1 and 24/],
    [{ OFFICE_BADGE_SIGN_IN: "sometimes" }, /OFFICE_BADGE_SIGN_IN must be on or off/],
    [{ NEXTAUTH_SECRET: "short" }, /NEXTAUTH_SECRET must be at least 32 characters/],
    [{ NEXTAUTH_URL: "tablet" }, /NEXTAUTH_URL must be a full URL/],
    [{ TRUSTED_PROXIES: "10.0.0.1, proxy.lan" }, /TRUSTED_PROXIES must be IP addresses or CIDRs/],
    [{ TRUSTED_PROXIES: "10.0.0.0/33" }, /TRUSTED_PROXIES must be IP addresses or CIDRs/],
    [{ PRINTER_ALLOWED_NETWORKS: "127.0.0.1/32, printers.lan" }, /PRINTER_ALLOWED_NETWORKS must be IP/],
    [{ HOST: "0.0.0.0 --inspect" }, /HOST must be a host name or an IP address/],
  ])("stops with a sentence naming a bad setting %o", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it("allows printers on no further network by default", () => {
    expect(parseEnv({}).PRINTER_ALLOWED_NETWORKS).toEqual([]);
    expect(parseEnv({ PRINTER_ALLOWED_NETWORKS: "127.0.0.1/32, ::1" }).PRINTER_ALLOWED_NETWORKS).toEqual([
      "127.0.0.1/32",
      "::1",
    ]);
  });

  it("trusts no proxy and listens on every interface by default", () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({}).HOST).toBeUndefined();
    expect(parseEnv({ TRUSTED_PROXIES: " 10.0.0.1, 192.168.0.0/16,::1 " }).TRUSTED_PROXIES).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "::1",
    ]);
    expect(parseEnv({ HOST: "127.0.0.1" }).HOST).toBe("127.0.0.1");
  });

  it("gives a session the length of a shift by default", () => {
    expect(parseEnv({}).SESSION_HOURS).toBe(12);
    expect(parseEnv({ SESSION_HOURS: "8" }).SESSION_HOURS).toBe(8);
    expect(parseEnv({}).SESSION_MAX_HOURS).toBe(12);
    expect(parseEnv({}).OFFICE_BADGE_SIGN_IN).toBe(false);
  });

  it("reads on/off flags in the usual spellings", () => {
    expect(parseEnv({ DEMO_DATA: "off" }).DEMO_DATA).toBe(false);
    expect(parseEnv({ DEMO_DATA: "0" }).DEMO_DATA).toBe(false);
    expect(parseEnv({ DEMO_DATA: "yes" }).DEMO_DATA).toBe(true);
  });
});
