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
    // The reference API's resolvers, typed from the contract: each object type a resolver builds from
    // a store row is mapped to that row, so a resolver answering the wrong shape fails the typecheck.
    "server/generated/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: "../context.ts#Context",
        // Ids leave as numbers (GraphQL serialises them); dates as stored ISO strings or Dates.
        scalars: {
          ID: { input: "string", output: "string | number" },
          DateTime: { input: "Date", output: "string | Date" },
        },
        mappers: {
          User: "../resolvers/user.ts#UserModel",
          Channel: "../store/channels.ts#ChannelModel",
          Content: "../store/content.ts#ContentModel",
          Livestream: "../store/content.ts#ContentModel",
          Vod: "../store/content.ts#ContentModel",
          Short: "../store/content.ts#ContentModel",
          Playlist: "../store/content.ts#ContentModel",
          PurchasableContent: "../store/content.ts#ContentModel",
          Event: "../store/items.ts#EventModel",
          EventBundle: "../store/checkout.ts#BundleModel",
          Order: "../store/checkout.ts#OrderRow",
          StaffOrder: "../store/checkout.ts#OrderRow",
          Price: "../resolvers/checkout.ts#PriceModel",
          Expert: "../store/catalogue.ts#ExpertModel",
          Tag: "../store/catalogue.ts#TagModel",
          LandingPage: "../store/catalogue.ts#LandingPageModel",
          LandingPageSection: "../store/catalogue.ts#SectionModel",
          MarketingBanner: "../store/catalogue.ts#BannerModel",
          EventInfoSection: "../store/checkout.ts#InfoSectionRow",
          StaffProof: "../store/validations.ts#ValidationRequestModel",
          StaffActionEntry: "../store/staff-actions.ts#StaffActionRow",
          StaffUser: "../store/users.ts#UserRow",
          Certificate: "../store/cme.ts#CertificateRow",
          WatchProgress: "../resolvers/watching.ts#ProgressModel",
          CmeAttempt: "../resolvers/cme.ts#AttemptModel",
          StaffUserDetail: "../resolvers/staff.ts#StaffUserDetailModel",
          HomePage: "../resolvers/pages.ts#HomePageModel",
          SearchItem: "../resolvers/search.ts#SearchHit",
        },
      },
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
