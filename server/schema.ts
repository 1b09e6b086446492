import { readFileSync } from "node:fs";
import { createSchema } from "graphql-yoga";
import type { Context } from "./context.ts";
import { resolvers } from "./resolvers/index.ts";
import {
  testSurfaceResolvers,
  testSurfaceTypeDefs,
  type TestSurfaceOptions,
} from "./test-surface/resolvers.ts";

/** The contract file is the schema: resolvers are attached to it, never the other way round. */
export const typeDefs = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");

/** The contract's schema; with `testSurface`, the test-only operations too (test-surface/). */
export const createApiSchema = (testSurface?: TestSurfaceOptions) =>
  testSurface
    ? createSchema<Context>({
        typeDefs: [typeDefs, testSurfaceTypeDefs],
        resolvers: [resolvers, testSurfaceResolvers(testSurface)],
      })
    : createSchema<Context>({ typeDefs, resolvers });
