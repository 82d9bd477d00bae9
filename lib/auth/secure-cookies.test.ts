// Through next-auth's own handler (its API-route form: a plain request and
// response, no Next request scope): the cookies it sets for a sign-in page.
import NextAuth from "next-auth";
import type { NextApiRequest, NextApiResponse } from "next";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { usesSecureCookies } from "./secure-cookies";

async function csrfCookiesFor(nextAuthUrl: string): Promise<string[]> {
  const setCookies: string[] = [];
  const req = {
    method: "GET",
    url: "/api/auth/csrf",
    query: { nextauth: ["csrf"] },
    headers: { host: new URL(nextAuthUrl).host },
    cookies: {},
    body: {},
  } as unknown as NextApiRequest;
  const res = {
    setHeader: (name: string, value: string | string[]) => {
      if (name.toLowerCase() === "set-cookie") setCookies.push(...[value].flat());
      return res;
    },
    getHeader: () => undefined,
    status: () => res,
    json: () => res,
    send: () => res,
    end: () => res,
  } as unknown as NextApiResponse;
  const previous = process.env.NEXTAUTH_URL;
  process.env.NEXTAUTH_URL = nextAuthUrl;
  try {
    await NextAuth(req, res, {
      secret: "a-test-secret-of-at-least-32-characters",
      providers: [],
      useSecureCookies: usesSecureCookies(parseEnv({ NEXTAUTH_URL: nextAuthUrl }).NEXTAUTH_URL),
    });
  } finally {
    if (previous === undefined) delete process.env.NEXTAUTH_URL;
    else process.env.NEXTAUTH_URL = previous;
  }
  return setCookies;
}

describe("session and sign-in cookies", () => {
  it("are Secure, under next-auth's __Host-/__Secure- names, when NEXTAUTH_URL is https", async () => {
    const cookies = await csrfCookiesFor("https://shopfloor.example");
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/^__(Host|Secure)-next-auth\..*; Secure/i);
  });

  it("are not Secure over plain http (a LAN tablet)", async () => {
    const cookies = await csrfCookiesFor("http://192.168.1.10:3000");
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/Secure/i);
    expect(usesSecureCookies(undefined)).toBe(false);
  });
});
