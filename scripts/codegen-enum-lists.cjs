// Enums of the contract as lists and types, for code that needs all their values (a select's options,
// a zod enum, the refusal codes of decision 034): the client preset generates only what the
// documents select. Config: `enums`, each enum's name in the schema and the list's name. The values
// keep the schema's order (codegen's schema is sorted), which is the order the pages show them in.
/* eslint-disable @typescript-eslint/no-require-imports -- codegen loads its plugins as CommonJS */
const { readFileSync } = require("node:fs");
const { parse } = require("graphql");
/* eslint-enable @typescript-eslint/no-require-imports */

const SCHEMA = "server/schema.graphql";

/** An enum's values as written, its `extend enum` additions after them. */
function valuesInOrder(document, name) {
  return document.definitions
    .filter(
      (d) => (d.kind === "EnumTypeDefinition" || d.kind === "EnumTypeExtension") && d.name.value === name,
    )
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "EnumTypeDefinition" ? -1 : 1))
    .flatMap((d) => (d.values ?? []).map((value) => value.name.value));
}

module.exports = {
  plugin(_schema, _documents, config) {
    const document = parse(readFileSync(SCHEMA, "utf8"));
    const parts = [];
    for (const [enumName, listName] of Object.entries(config.enums ?? {})) {
      const values = valuesInOrder(document, enumName);
      if (values.length === 0) throw new Error(`${SCHEMA} has no enum ${enumName}`);
      parts.push(
        `/** Every value of the contract's enum ${enumName} (${SCHEMA}), in its order. */`,
        `export const ${listName} = [`,
        ...values.map((value) => `  ${JSON.stringify(value)},`),
        "] as const;",
        "",
        `export type ${enumName} = (typeof ${listName})[number];`,
        "",
      );
    }
    return parts.join("\n");
  },
};
