import { createInstance, type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig } from "~/i18n";
import { de as deBundled } from "~/locales/de";
import { en as enBundled } from "~/locales/en";
import { withTextChunks } from "~/locales/chunks";
import { ERROR_CODES } from "./graphql/generated/error-codes";

process.env.GRAPHQL_URL ??= "http://127.0.0.1:4000/graphql";
process.env.SESSION_SECRET ??= "unit-test-secret-unit-test-secret-123";
const { codeOf, validationErrorOf } = await import("./api");
const { GENERAL_REFUSAL, REFUSAL_KEYS, refusalKey, refusalMessages, refusalText } =
  await import("./refusals");

// Decision 034: the upstream's refusals are read by their codes and shown in the BFF's words.

// Every text the server has: the text chunks (live session, checkout, staff) travel on their own in the browser.
const de = withTextChunks("de", deBundled);
const en = withTextChunks("en", enBundled);

async function fixedT(lng: "de" | "en"): Promise<TFunction> {
  const instance = createInstance();
  await instance.init({ ...i18nConfig, resources: { de, en }, lng, initImmediate: false });
  return instance.getFixedT(lng);
}

/** A message key's text in `texts`, or undefined when it has none. */
function textOf(texts: Record<string, unknown>, key: string): unknown {
  const [namespace = "", path = ""] = key.split(":");
  return path
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      texts[namespace],
    );
}

// What the reference API answers for a taken address (server/resolvers/registration.ts).
const TAKEN = {
  category: "validation",
  code: "EMAIL_TAKEN",
  field: "input.email",
  validation: { "input.email": ["The input.email has already been taken."] },
  codes: { "input.email": ["EMAIL_TAKEN"] },
};

describe("the refusal codes in the BFF's words", () => {
  it.each([...ERROR_CODES])("%s has German and English words, without a placeholder left open", (code) => {
    for (const texts of [de, en]) {
      const text = textOf(texts, REFUSAL_KEYS[code]);
      expect(typeof text, REFUSAL_KEYS[code]).toBe("string");
      expect(text).not.toMatch(/\{\{/);
    }
  });

  it("has a general German message for a refusal without a code", async () => {
    const t = await fixedT("de");
    expect(refusalKey(null)).toBe(GENERAL_REFUSAL);
    expect(refusalText(t, null)).toBe(
      "Deine Angaben wurden nicht angenommen. Bitte prüfe sie und versuche es erneut.",
    );
    expect(textOf(en, GENERAL_REFUSAL)).toEqual(expect.any(String));
  });

  it("lets a form use its own words for a code in its context", () => {
    expect(refusalKey("CODE_INVALID")).toBe("register:invalid_code");
    expect(refusalKey("CODE_INVALID", { CODE_INVALID: "auth:forgot_password.invalid_code" })).toBe(
      "auth:forgot_password.invalid_code",
    );
  });
});

describe("reading the code off an upstream validation error", () => {
  it("reads the codes per key, finds a field with or without input., and says it in German", async () => {
    const error = validationErrorOf(TAKEN);
    expect(error.fields).toEqual({ "input.email": ["EMAIL_TAKEN"] });
    expect(error.has("EMAIL_TAKEN", "email")).toBe(true);
    expect(error.has("EMAIL_TAKEN", "password")).toBe(false);
    expect(error.code("email")).toBe("EMAIL_TAKEN");
    const t = await fixedT("de");
    expect(refusalMessages(error, t, { fields: { email: "email" } })).toEqual({
      fieldErrors: { email: ["Diese E-Mail-Adresse ist bereits vergeben"] },
      formErrors: [],
    });
    expect(refusalMessages(error, await fixedT("en")).formErrors).toEqual([
      "This email address is already taken",
    ]);
    expect(error.message).not.toContain("already been taken");
  });

  it("takes an upstream that names only the error's code and field", () => {
    const error = validationErrorOf({ category: "validation", code: "CODE_INVALID", field: "code" });
    expect(error.fields).toEqual({ code: ["CODE_INVALID"] });
    expect(error.code()).toBe("CODE_INVALID");
  });

  it("keeps the keys of an older upstream without codes, and shows the general message, never its text", async () => {
    const { code: _code, field: _field, codes: _codes, ...older } = TAKEN;
    const error = validationErrorOf(older);
    expect(error.fields).toEqual({ "input.email": [null] });
    expect(error.has("EMAIL_TAKEN")).toBe(false);
    const t = await fixedT("de");
    const { formErrors } = refusalMessages(error, t);
    expect(formErrors).toEqual([refusalText(t, null)]);
    expect(JSON.stringify(refusalMessages(error, t, { fields: { email: "email" } }))).not.toContain("taken");
  });

  it("treats a code it does not know (a newer upstream) like none", () => {
    expect(codeOf("SOMETHING_NEW")).toBeNull();
    expect(codeOf(42)).toBeNull();
    expect(codeOf("EMAIL_TAKEN")).toBe("EMAIL_TAKEN");
    const error = validationErrorOf({
      ...TAKEN,
      code: "SOMETHING_NEW",
      codes: { "input.email": ["SOMETHING_NEW"] },
    });
    expect(error.code("email")).toBeNull();
    expect(refusalKey(error.code("email"))).toBe(GENERAL_REFUSAL);
  });

  it("carries when the next CME attempt may start", () => {
    const retakeAt = "2026-11-28T09:00:00.000Z";
    const error = validationErrorOf({
      category: "validation",
      code: "CME_ATTEMPTS_USED",
      field: "contentId",
      validation: { contentId: ["No more attempts for now."] },
      codes: { contentId: ["CME_ATTEMPTS_USED"] },
      retakeAt,
    });
    expect(error.has("CME_ATTEMPTS_USED")).toBe(true);
    expect(error.retakeAt).toBe(retakeAt);
  });
});
