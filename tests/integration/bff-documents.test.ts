import { readFileSync } from "node:fs";
import { buildSchema, validate, type DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import * as generated from "~/.server/graphql/generated/graphql";
import { maxAliasesRule, maxDepthRule } from "../../server/hardening.ts";

// The reference API refuses deep, alias-heavy or guess-batching documents: every
// document the BFF sends must stay within those limits, or the page would break.

const schema = buildSchema(readFileSync("server/schema.graphql", "utf8"));
const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] => entry[0].endsWith("Document") && typeof entry[1] === "object",
);

describe("the BFF's GraphQL documents", () => {
  it("are all checked here", () => {
    expect(documents.length).toBeGreaterThan(40);
  });

  it.each(documents)("%s stays within the API's depth, alias and guessing limits", (_name, document) => {
    expect(validate(schema, document, [maxDepthRule(), maxAliasesRule()]).map((e) => e.message)).toEqual([]);
  });
});
