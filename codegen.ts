import type { CodegenConfig } from "@graphql-codegen/cli";

// Types for every BFF operation, generated from the contract. `npm run codegen:check` fails when stale.
const config: CodegenConfig = {
  schema: "server/schema.graphql",
  // Shared documents in app/.server/graphql/, a feature's own beside it (app/features/*/*.graphql.server.ts).
  documents: [
    "app/.server/graphql/**/*.ts",
    "app/features/**/*.graphql.server.ts",
    "!app/.server/graphql/generated/**",
  ],
  ignoreNoDocuments: true,
  generates: {
    "app/.server/graphql/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: "string" } },
    },
    // The refusal codes (decision 034), which no document selects: a list and a type of their own.
    "app/.server/graphql/generated/error-codes.ts": {
      plugins: [{ "./scripts/codegen-enum-lists.cjs": { enums: { ErrorCode: "ERROR_CODES" } } }],
    },
    // Enums whose every value the pages list (the staff pages' filters and choices), for the browser too.
    "app/lib/generated/contract-enums.ts": {
      plugins: [
        {
          "./scripts/codegen-enum-lists.cjs": {
            enums: {
              ProofKind: "PROOF_KINDS",
              ProofRejectionReason: "REJECTION_REASONS",
              StaffAction: "STAFF_ACTIONS",
              StaffPermission: "STAFF_PERMISSIONS",
            },
          },
        },
      ],
    },
  },
};
export default config;
