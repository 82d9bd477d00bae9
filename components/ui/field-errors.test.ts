// The field errors a form shows: from the schema the server checks with, and from the server's 400 answer.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createDepartmentBody, createPackageBody } from "@/lib/production-api/schemas";
import { ApiError } from "@/lib/http/fetch-json";
import { asSentence, fieldErrorsOf, fieldErrorsOfAnswer } from "./field-errors";

const errorOf = (result: { success: boolean; error?: z.ZodError }) => {
  if (result.success || !result.error) throw new Error("expected the input to be refused");
  return result.error;
};

describe("fieldErrorsOf", () => {
  it("puts each refused field's first message at that field", () => {
    const errors = fieldErrorsOf(
      errorOf(
        createDepartmentBody.safeParse({
          code: "",
          name: "Cutting",
          deliveryTime: Number.NaN,
          defaultProductionPackageId: null,
          employeeIds: [],
        }),
      ),
    );
    expect(errors.code).toBe("Give a code.");
    expect(errors.deliveryTime).toEqual(expect.any(String));
    expect(errors.name).toBeUndefined();
  });

  it("keeps a bad list item at its list and names the entry of a record in the message", () => {
    const schema = z.object({ roles: z.array(z.enum(["packer"], { error: "not a role" })) });
    expect(fieldErrorsOf(errorOf(schema.safeParse({ roles: ["packer", "boss"] })))).toEqual({
      form: undefined,
      roles: "Not a role.",
    });
    const errors = fieldErrorsOf(
      errorOf(
        createPackageBody.safeParse({ code: "BOX", packageKind: 1, descriptions: { nl: "x".repeat(201) } }),
      ),
    );
    expect(errors.descriptions).toMatch(/^nl: /);
  });

  it("gives an error about the whole input to the form", () => {
    const schema = z.object({ a: z.string() }).refine(() => false, "change at least one field");
    expect(fieldErrorsOf(errorOf(schema.safeParse({ a: "x" })))).toMatchObject({
      form: "Change at least one field.",
    });
  });
});

describe("asSentence", () => {
  it("starts with a capital and ends with a full stop, once", () => {
    expect(asSentence("give a code")).toBe("Give a code.");
    expect(asSentence("Saved already!")).toBe("Saved already!");
    expect(asSentence("No answer from the server. Try again.")).toBe("No answer from the server. Try again.");
  });
});

describe("fieldErrorsOfAnswer", () => {
  it("puts the server's field errors at their fields and its whole-input errors on the form", () => {
    const answer = new ApiError(400, {
      status: 400,
      title: "Invalid input",
      errors: { username: ["this username is taken"], "roles.0": ["unknown role"], input: ["say something"] },
    });
    expect(fieldErrorsOfAnswer(answer, "offline")).toEqual({
      username: "This username is taken.",
      roles: "Unknown role.",
      form: "Say something.",
    });
  });

  it("says the server's sentence when no field is named, and `offline` when no answer came", () => {
    const conflict = new ApiError(409, {
      status: 409,
      title: "Conflict",
      detail: "The department is in use",
    });
    expect(fieldErrorsOfAnswer(conflict, "offline")).toEqual({ form: "The department is in use." });
    expect(fieldErrorsOfAnswer(new TypeError("Failed to fetch"), "offline")).toEqual({ form: "offline" });
  });
});
