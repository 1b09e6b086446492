import { readFileSync } from "node:fs";
import { buildSchema, isEnumType } from "graphql";
import { describe, expect, it } from "vitest";
import { createGraphQLError } from "graphql-yoga";
import { fieldError, maskError, message, rateLimited, unauthenticated, Validation } from "./errors.ts";

describe("errors", () => {
  it("writes attributes the way Laravel does", () => {
    expect(message.required("email").message).toBe("The email field is required.");
    expect(message.invalid("input.field_id").message).toBe("The selected input.field id is invalid.");
    expect(message.invalid("input.subscribedFields").message).toBe(
      "The selected input.subscribed fields is invalid.",
    );
  });

  it("collects several refusals before failing, each with its code beside Lighthouse's messages", () => {
    const validation = new Validation()
      .add("email", message.emailTaken("email"))
      .add("email", fieldError("INVALID_EMAIL", "b"))
      .add("password", message.required("password"));
    expect(() => validation.throwIfFailed("login")).toThrow("Validation failed for the field [login].");
    try {
      validation.throwIfFailed("login");
    } catch (error) {
      expect((error as { extensions: unknown }).extensions).toEqual({
        category: "validation",
        code: "EMAIL_TAKEN",
        field: "email",
        validation: {
          email: ["The email has already been taken.", "b"],
          password: ["The password field is required."],
        },
        codes: { email: ["EMAIL_TAKEN", "INVALID_EMAIL"], password: ["REQUIRED"] },
      });
    }
  });

  it("gives the limits and the missing login their codes", () => {
    expect(unauthenticated().extensions).toEqual({ category: "authentication", code: "UNAUTHENTICATED" });
    expect(rateLimited(30).extensions).toEqual({
      category: "rate_limited",
      code: "RATE_LIMITED",
      retryAfter: 30,
    });
    expect(rateLimited(30, "CODE_TRIES_EXCEEDED").message).toBe("Too many wrong codes.");
  });

  it("keeps deliberate errors, gives GraphQL's own a code and masks everything else", () => {
    const auth = unauthenticated();
    expect(maskError(auth)).toBe(auth);
    const located = createGraphQLError(auth.message, { originalError: auth, extensions: auth.extensions });
    expect(maskError(located)).toBe(located);

    const syntax = createGraphQLError("Syntax Error: Unexpected Name.");
    expect(maskError(syntax)).toMatchObject({ message: syntax.message, extensions: { code: "BAD_REQUEST" } });

    const crash = createGraphQLError("SQLITE_ERROR: no such table", { originalError: new Error("boom") });
    const masked = maskError(crash);
    expect(masked.message).toBe("Internal server error");
    expect(masked.extensions).toEqual({ category: "internal", code: "INTERNAL" });
    expect(maskError(new TypeError("x")).message).toBe("Internal server error");
  });

  // The codes' type is generated from the enum, so the compiler holds the server to it.
  it("describes every code in the contract's enum ErrorCode", () => {
    const schema = buildSchema(readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"));
    const type = schema.getType("ErrorCode");
    if (!isEnumType(type)) throw new Error("server/schema.graphql has no enum ErrorCode");
    const undescribed = type.getValues().filter((value) => !value.description?.trim());
    expect(undescribed.map((value) => value.name)).toEqual([]);
  });
});
