import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import nl from "@/messages/nl.json";
import { getTranslator } from "./messages";

const keysOf = (value: unknown, prefix = ""): string[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe("interface texts", () => {
  it("has every English text in Dutch too, and nothing more", () => {
    expect(keysOf(nl).sort()).toEqual(keysOf(en).sort());
  });

  it("holds only messages that compile (the build precompiles them; a bare '<' is a tag that never closes)", () => {
    const valueAt = (catalogue: unknown, key: string) =>
      key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], catalogue);
    const broken = [en, nl].flatMap((catalogue) =>
      keysOf(catalogue).flatMap((key) => {
        try {
          compile(String(valueAt(catalogue, key)));
          return [];
        } catch (error) {
          return [`${key}: ${(error as Error).message}`];
        }
      }),
    );
    expect(broken).toEqual([]);
    expect(getTranslator("en")("scan.setup.groupSeparatorTextHint")).toContain("e.g. ~ or <GS>;");
  });

  it("translates per employee language, with the exact English login texts", () => {
    expect(getTranslator("en")("login.username")).toBe("Username");
    expect(getTranslator("en")("login.password")).toBe("Password");
    expect(getTranslator("en")("login.signIn")).toBe("Sign in");
    expect(getTranslator("nl")("common.signOut")).toBe("Afmelden");
    expect(getTranslator("nl")("login.tooManyAttempts", { minutes: 15 })).toBe(
      "Te veel pogingen, probeer het over 15 minuten opnieuw.",
    );
  });
});
