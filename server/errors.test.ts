import { describe, expect, it } from "vitest";
import { createGraphQLError } from "graphql-yoga";
import { maskError, message, unauthenticated, Validation } from "./errors.ts";

describe("errors", () => {
  it("writes attributes the way Laravel does", () => {
    expect(message.required("email")).toBe("The email field is required.");
    expect(message.invalid("input.field_id")).toBe("The selected input.field id is invalid.");
    expect(message.invalid("input.subscribedFields")).toBe(
      "The selected input.subscribed fields is invalid.",
    );
  });

  it("collects several messages before failing", () => {
    const validation = new Validation().add("email", "a").add("email", "b").add("password", "c");
    expect(() => validation.throwIfFailed("login")).toThrow("Validation failed for the field [login].");
    try {
      validation.throwIfFailed("login");
    } catch (error) {
      expect((error as { extensions: unknown }).extensions).toEqual({
        category: "validation",
        validation: { email: ["a", "b"], password: ["c"] },
      });
    }
  });

  it("keeps deliberate errors and masks everything else", () => {
    const auth = unauthenticated();
    expect(maskError(auth)).toBe(auth);
    const located = createGraphQLError(auth.message, { originalError: auth, extensions: auth.extensions });
    expect(maskError(located)).toBe(located);

    const crash = createGraphQLError("SQLITE_ERROR: no such table", { originalError: new Error("boom") });
    const masked = maskError(crash);
    expect(masked.message).toBe("Internal server error");
    expect(masked.extensions).toEqual({ category: "internal" });
    expect(maskError(new TypeError("x")).message).toBe("Internal server error");
  });
});
