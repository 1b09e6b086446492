import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { wholeNumber, INT_MAX } from "../validation";
import { billingSchema, checkoutStepSchemas } from "~/features/checkout/checkout.schema";
import { confirmDataSchema } from "./confirm-data";
import { contactSchema } from "./contact";
import { feedbackSchema } from "./feedback";
import { createForgotPasswordRequestSchema } from "~/features/auth/forgot-password.schema";
import { askSchema, pollSchema, voteSchema } from "~/features/live/live-session.schema";
import { createLoginSchema } from "~/features/auth/login.schema";
import {
  deleteAccountSchema,
  emailChangeSchema,
  passwordChangeSchema,
  personalDetailsSchema,
  professionalDetailsSchema,
} from "~/features/profile/profile.schema";
import { registerStepSchemas } from "~/features/auth/register.schema";
import { createRequestValidationSchema } from "~/features/auth/request-validation.schema";
import { PRACTICE_BILLING } from "../../../tests/fixtures/people";
import { surveySchema } from "./survey";
import { createUnlockSchema } from "./unlock";

// Decision 025 in the forms' schemas: a single-line field refuses every control character and line
// break, a multi-line field takes line breaks and tabs only; numbers stay inside their ranges.

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key}:${JSON.stringify(values)}` : key;
const messagesOn = (schema: z.ZodType, value: Record<string, unknown>, field: string) =>
  (schema.safeParse(value).error?.issues ?? [])
    .filter((issue) => issue.path.join(".") === field)
    .map((issue) => issue.message);

const contact = {
  recipient: "SUPPORT",
  name: "Dr. Lena Brandt",
  email: "lena@example.com",
  subject: "Zertifikat fehlt",
  message: "Bitte um Rückruf.",
};
const names = { gender: "FEMALE", first_name: "Lena", last_name: "Brandt" };
const newPassword = { password: "geheim123", password_repeat: "geheim123" };
const survey = (type: string) =>
  surveySchema(t, [{ id: "1", type, label: type, required: true, options: [] }]);

const SINGLE_LINE: [string, z.ZodType, Record<string, unknown>, string][] = [
  ["registration step 1", registerStepSchemas[1](t), { email: "lena@example.com", ...newPassword }, "email"],
  [
    "registration step 1",
    registerStepSchemas[1](t),
    { email: "lena@example.com", ...newPassword },
    "password",
  ],
  ["registration step 2", registerStepSchemas[2](t), names, "first_name"],
  ["registration step 2", registerStepSchemas[2](t), names, "last_name"],
  ["personal details", personalDetailsSchema(t), names, "first_name"],
  ["personal details", personalDetailsSchema(t), names, "last_name"],
  [
    "professional details",
    professionalDetailsSchema(t, { saved: { profession: "DOCTOR", country: "DE" } }),
    { profession: "DOCTOR", employment: "CLINIC", country: "DE", field_id: "13", efn: "802760001112225" },
    "efn",
  ],
  ["checkout billing", billingSchema(t, "de"), PRACTICE_BILLING, "first_name"],
  ["checkout billing", billingSchema(t, "de"), PRACTICE_BILLING, "last_name"],
  ["checkout billing", billingSchema(t, "de"), PRACTICE_BILLING, "company"],
  ["checkout billing", billingSchema(t, "de"), PRACTICE_BILLING, "street"],
  ["checkout billing", billingSchema(t, "de"), PRACTICE_BILLING, "city"],
  ["checkout discount", checkoutStepSchemas.code(t), { discount_code: "EKG25" }, "discount_code"],
  ["contact", contactSchema(t), contact, "name"],
  ["contact", contactSchema(t), contact, "email"],
  ["contact", contactSchema(t), contact, "subject"],
  ["login", createLoginSchema(t), { email: "lena@example.com", password: "geheim123" }, "password"],
  ["forgot password", createForgotPasswordRequestSchema(t), { email: "lena@example.com" }, "email"],
  [
    "email change",
    emailChangeSchema(t),
    { intent: "request", email: "a@example.com", password: "x" },
    "email",
  ],
  [
    "password change",
    passwordChangeSchema(t),
    { current_password: "alt12345", ...newPassword },
    "current_password",
  ],
  ["delete account", deleteAccountSchema(t), { password: "geheim123" }, "password"],
  [
    "request validation",
    createRequestValidationSchema(t, { country: "AT" }),
    { profession: "PHARMACIST", validation_file: "abc" },
    "validation_file",
  ],
  ["unlock", createUnlockSchema(t), { code: "FORTBILDUNG-2026" }, "code"],
  ["poll", pollSchema(t), { question: "Wie oft?", options: ["Täglich", "Nie"] }, "question"],
  ["poll", pollSchema(t), { question: "Wie oft?", options: ["Täglich", "Nie"] }, "options.1"],
  ["survey TEXT", survey("TEXT"), { q1: "Gut" }, "q1"],
  ["feedback", feedbackSchema(t), { rating: "4", contentId: "12" }, "contentId"],
];

const MULTI_LINE: [string, z.ZodType, Record<string, unknown>, string][] = [
  ["contact", contactSchema(t), contact, "message"],
  ["live question", askSchema(t), { text: "Gilt das auch für Kinder?" }, "text"],
  ["feedback", feedbackSchema(t), { rating: "4", text: "Sehr gut." }, "text"],
  ["survey COMMENT", survey("COMMENT"), { q1: "Sehr gut." }, "q1"],
];

const at = (value: Record<string, unknown>, field: string, text: (old: string) => string) => {
  const [key, index] = field.split(".");
  const copy: Record<string, unknown> = { ...value };
  if (index === undefined) copy[key!] = text(String(copy[key!]));
  else copy[key!] = (copy[key!] as string[]).map((item, i) => (i === Number(index) ? text(item) : item));
  return copy;
};

describe("single-line fields", () => {
  it.each(SINGLE_LINE)("%s: %s is valid as given", (_form, schema, value) => {
    expect(schema.safeParse(value).error?.issues ?? []).toEqual([]);
  });

  it.each(
    SINGLE_LINE.flatMap(([form, schema, value, field]) =>
      ["\u0000", "\r\nBcc: evil@example.com", "\t", "\u0007", "\u001b", "\u007f", "\u0085", "\u2028"].map(
        (character) => [form, field, JSON.stringify(character), schema, value, character] as const,
      ),
    ),
  )("%s: %s refuses %s", (_form, field, _label, schema, value, character) => {
    const refused = at(value, field, (old) => `${old.slice(0, 1)}${character}${old.slice(1)}`);
    expect(messagesOn(schema, refused, field)).toContain("validation:single_line");
  });
});

describe("multi-line fields", () => {
  it.each(MULTI_LINE)("%s: %s keeps line breaks and tabs", (_form, schema, value, field) => {
    const typed = at(value, field, (old) => `Guten Tag,\r\n\t${old}\n\u2028Danke`);
    expect(schema.safeParse(typed).error?.issues ?? []).toEqual([]);
  });

  it.each(
    MULTI_LINE.flatMap(([form, schema, value, field]) =>
      ["\u0000", "\u0007", "\u000b", "\u001b[31m", "\u007f", "\u0085"].map(
        (character) => [form, field, JSON.stringify(character), schema, value, character] as const,
      ),
    ),
  )("%s: %s refuses %s", (_form, field, _label, schema, value, character) => {
    const refused = at(value, field, (old) => `${old}\n${character}.`);
    expect(messagesOn(schema, refused, field)).toEqual(["validation:control_characters"]);
  });
});

const OUT_OF_RANGE = [
  "2147483648",
  "-2147483649",
  "9007199254740992",
  "1e308",
  "-1",
  "NaN",
  "Infinity",
  "0x1",
  "1.5",
  "",
  "１",
];

describe("numbers", () => {
  const vote = voteSchema(t);
  it("a vote takes an option's index 0 to 5", () => {
    for (const option of ["0", "5", " 2 "])
      expect(vote.safeParse({ pollId: "7", option }).success).toBe(true);
    expect(vote.parse({ pollId: "7", option: "3" })).toEqual({ pollId: "7", option: 3 });
  });

  it.each([...OUT_OF_RANGE, "6"])("a vote refuses the option %j with the German range message", (option) => {
    expect(messagesOn(vote, { pollId: "7", option }, "option")).toEqual([
      'validation:number_range:{"min":0,"max":5}',
    ]);
  });

  it.each(["2147483648", "0", "99999999999", "-1", "1e3"])("a field id %j is refused", (id) => {
    expect(confirmDataSchema.safeParse({ intent: "next", field_id: id }).success).toBe(false);
  });

  const professional = { profession: "DOCTOR", employment: "CLINIC", country: "DE" };
  const FIELD_IDS: [string, z.ZodType, (id: string) => Record<string, unknown>, string][] = [
    ["registration's main field", registerStepSchemas[4](t), (id) => ({ field_id: id }), "field_id"],
    [
      "registration's further fields",
      registerStepSchemas[6](t),
      (id) => ({ fieldSubscriptions: ["13", id] }),
      "fieldSubscriptions.1",
    ],
    [
      "professional details' main field",
      professionalDetailsSchema(t, { saved: professional }),
      (id) => ({ ...professional, field_id: id }),
      "field_id",
    ],
  ];
  it.each(FIELD_IDS)("%s takes a field's id", (_form, schema, form) => {
    expect(schema.safeParse(form("13")).error?.issues ?? []).toEqual([]);
  });
  it.each(
    FIELD_IDS.flatMap(([form, schema, value, field]) =>
      [...OUT_OF_RANGE.filter(Boolean), "0", "1e3", "3\u0000"].map(
        (id) => [form, id, schema, value, field] as const,
      ),
    ),
  )("%s refuses the id %j with the German invalid-choice message", (_form, id, schema, form, field) => {
    expect(messagesOn(schema, form(id), field)).toEqual(["validation:invalid_choice"]);
  });

  it("reads whole numbers plainly and within their range only", () => {
    expect(wholeNumber("2147483647", -1, INT_MAX)).toBe(INT_MAX);
    expect(wholeNumber("-1", -1, INT_MAX)).toBe(-1);
    for (const value of OUT_OF_RANGE.filter((v) => v !== "-1"))
      expect(wholeNumber(value, 0, INT_MAX)).toBeNull();
    expect(wholeNumber(null, 0, 1)).toBeNull();
  });
});
