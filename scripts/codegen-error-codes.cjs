// The contract's enum ErrorCode as a list and a type for the BFF (decision 034): the client preset
// generates only what the documents select, and no document selects an error code.
module.exports = {
  plugin(schema) {
    const type = schema.getType("ErrorCode");
    if (!type || typeof type.getValues !== "function") {
      throw new Error("server/schema.graphql has no enum ErrorCode");
    }
    const names = type.getValues().map((value) => `  ${JSON.stringify(value.name)},`);
    return [
      "/** The upstream's refusal codes, `extensions.code` (server/schema.graphql, enum ErrorCode). */",
      "export const ERROR_CODES = [",
      ...names,
      "] as const;",
      "",
      "export type ErrorCode = (typeof ERROR_CODES)[number];",
      "",
    ].join("\n");
  },
};
