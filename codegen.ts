import type { CodegenConfig } from "@graphql-codegen/cli";

// Types for every BFF operation, generated from the contract. `npm run codegen:check` fails when stale.
const config: CodegenConfig = {
  schema: "server/schema.graphql",
  documents: ["app/.server/graphql/**/*.ts", "!app/.server/graphql/generated/**"],
  ignoreNoDocuments: true,
  generates: {
    "app/.server/graphql/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: "string" } },
    },
  },
};
export default config;
