import { readFileSync } from "node:fs";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  isListType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "../company.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

// Decision 025 at the reference API: every String and ID argument of the contract is refused with a
// validation error when it carries a control character; `@multiline` fields take line breaks and tabs.

let t: TestApi;
let staff: string;
beforeAll(async () => {
  t = await startTestApi();
  staff = await t.login("team@example.com");
});
afterAll(() => t.close());

const CONTACT = `mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }`;
const contact = (overrides: Record<string, string>) => ({
  recipient: "SUPPORT",
  name: "Dr. Lena Brandt",
  email: `lena.${Date.now()}.${Math.random()}@example.com`,
  subject: "Zertifikat fehlt",
  message: "Mein Zertifikat erscheint nicht.",
  ...overrides,
});
const CONTROL_MESSAGE = (key: string) => [
  `The ${key.replace(/_/g, " ")} field must not contain control characters.`,
];

describe("text arguments", () => {
  it("refuses a NUL in a new email address: nothing is stored, nothing mailed", async () => {
    const token = await t.login("arzt@example.com");
    const address = `neu.${Date.now()}@example.com`;
    const result = await t.gql(
      `mutation($email: String!, $password: String!) { requestEmailChange(email: $email, password: $password) }`,
      { token, variables: { email: `${address}\u0000`, password: "fortbildung2026" } },
    );
    expect(result.errors?.[0]?.extensions).toEqual({
      category: "validation",
      code: "CONTROL_CHARACTERS",
      field: "email",
      validation: { email: CONTROL_MESSAGE("email") },
      codes: { email: ["CONTROL_CHARACTERS"] },
    });
    expect(await t.outbox(address)).toEqual([]);
    expect(await t.outbox(`${address}\u0000`)).toEqual([]);
  });

  it("refuses CR/LF in the contact form's subject; its message keeps line breaks and tabs", async () => {
    const subject = "Hallo\r\nBcc: evil@example.com";
    const refused = await t.gql(CONTACT, { variables: { input: contact({ subject }) } });
    expect(refused.errors?.[0]?.extensions?.validation).toEqual({
      "input.subject": CONTROL_MESSAGE("input.subject"),
    });
    expect((await t.outbox(company.support_email)).some((m) => m.subject.includes("Bcc"))).toBe(false);

    const message = "Guten Tag,\r\n\tmein Zertifikat fehlt.\n\u2028Danke";
    const sent = await t.gql<{ submitContactRequest: { id: string } }>(CONTACT, {
      variables: { input: contact({ message }) },
    });
    expect(sent.errors).toBeUndefined();
    const id = sent.data?.submitContactRequest.id;
    const mail = (await t.outbox(company.support_email)).find((m) =>
      m.subject.startsWith(`Kontaktanfrage #${id} `),
    );
    expect(mail?.body).toContain(message);
  });

  it.each([
    ["NUL", "\u0000"],
    ["BEL", "\u0007"],
    ["escape", "\u001b[31m"],
    ["DEL", "\u007f"],
    ["C1 next line", "\u0085"],
  ])("refuses %s in single-line and multi-line fields, naming each", async (_name, character) => {
    const result = await t.gql(CONTACT, {
      variables: { input: contact({ name: `Lena${character}`, message: `Hallo${character}` }) },
    });
    expect(result.errors?.[0]?.extensions?.validation).toEqual({
      "input.name": CONTROL_MESSAGE("input.name"),
      "input.message": CONTROL_MESSAGE("input.message"),
    });
  });

  it("names the item of a list that breaks the rule, in queries too", async () => {
    const token = await t.login("arzt@example.com");
    const follow = await t.gql(`mutation($ids: [ID!]!) { followFields(ids: $ids) { id } }`, {
      token,
      variables: { ids: ["2", "3\n"] },
    });
    expect(follow.errors?.[0]?.extensions?.validation).toEqual({ "ids.1": CONTROL_MESSAGE("ids.1") });
    const search = await t.gql(`query($term: String!) { search(term: $term) { term } }`, {
      variables: { term: "herz\u2028" },
    });
    expect(search.errors?.[0]?.extensions?.validation).toEqual({ term: CONTROL_MESSAGE("term") });
  });
});

// ---------------------------------------------------------------------------------------------------
// Every String and ID the contract takes (an argument, an input object's field at any depth, a list's
// item), called with a control character there and valid values wherever else the schema needs one.

const schema = buildSchema(
  [
    readFileSync("server/schema.graphql", "utf8"),
    readFileSync("server/test-surface/schema.graphql", "utf8"),
  ].join("\n"),
);

const TEXT = new Set(["String", "ID"]);
const CONTROL = "x\u0000";

/** A valid value of a leaf type (enums: the first value). */
function leafValue(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isScalarType(named)) {
    if (named.name === "Int") return 1;
    if (named.name === "Boolean") return true;
    if (named.name === "DateTime") return "2026-03-01T10:00:00.000Z";
    return "1";
  }
  return null;
}

/** The paths to every text a value of `type` holds (a list's item as `0`; input objects may recur). */
function textPaths(type: GraphQLInputType, seen: ReadonlySet<string> = new Set()): string[][] {
  if (isNonNullType(type)) return textPaths(type.ofType, seen);
  if (isListType(type)) return textPaths(type.ofType, seen).map((path) => ["0", ...path]);
  if (isScalarType(type)) return TEXT.has(type.name) ? [[]] : [];
  if (!isInputObjectType(type) || seen.has(type.name)) return [];
  const inside = new Set(seen).add(type.name);
  return Object.values(type.getFields()).flatMap((field) =>
    textPaths(field.type, inside).map((path) => [field.name, ...path]),
  );
}

/** A value of `type` with every required part valid, and the control character where `path` leads. */
function valueOf(type: GraphQLInputType, path: string[] | null): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, path);
  if (isListType(type)) return [valueOf(type.ofType, path && path.slice(1))];
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const rest = path?.[0] === field.name ? path.slice(1) : null;
      if (rest || isNonNullType(field.type)) value[field.name] = valueOf(field.type, rest);
    }
    return value;
  }
  return path ? CONTROL : leafValue(type);
}

type Case = [string, string, GraphQLField<unknown, unknown>, GraphQLArgument, string[]];
const cases: Case[] = [];
for (const [operation, type] of [
  ["query", schema.getQueryType()],
  ["mutation", schema.getMutationType()],
  ["subscription", schema.getSubscriptionType()],
] as const) {
  for (const field of Object.values(type?.getFields() ?? {})) {
    for (const arg of field.args)
      for (const path of textPaths(arg.type))
        cases.push([operation, `${field.name}(${[arg.name, ...path].join(".")})`, field, arg, path]);
  }
}

describe("every String and ID the contract takes", () => {
  it("has cases to check, inside input objects too", () => {
    expect(cases.length).toBeGreaterThan(140);
    const labels = cases.map(([, label]) => label);
    expect(labels).toContain("startCheckout(input.billing.city)");
    expect(labels).toContain("startCheckout(input.assistant_proof.create.uuid)");
    expect(labels).toContain("registerUser(input.fieldSubscriptions.0)");
    expect(labels).toContain("submitSurvey(answers.0.values.0)");
  });

  it.each(cases)("%s %s refuses a control character", async (operation, _label, field, target, path) => {
    const variables: Record<string, unknown> = {};
    for (const arg of field.args) {
      if (arg === target || isNonNullType(arg.type))
        variables[arg.name] = valueOf(arg.type, arg === target ? path : null);
    }
    const declared = Object.keys(variables).map(
      (name) => `$${name}: ${String(field.args.find((arg) => arg.name === name)?.type)}`,
    );
    const call = `${field.name}(${Object.keys(variables)
      .map((name) => `${name}: $${name}`)
      .join(", ")})`;
    const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
    const document = `${operation}(${declared.join(", ")}) { ${call}${selection} }`;
    const result = await t.gql(document, { variables, token: staff });
    const key = [target.name, ...path].join(".");
    expect(result.errors?.[0]?.extensions, JSON.stringify(result)).toEqual({
      category: "validation",
      code: "CONTROL_CHARACTERS",
      field: key,
      validation: { [key]: [expect.stringMatching(/ field must not contain control characters\.$/)] },
      codes: { [key]: ["CONTROL_CHARACTERS"] },
    });
  });
});
