import { readFileSync } from "node:fs";
import { createSchema } from "graphql-yoga";
import type { Context } from "./context.ts";
import { guardTextArguments } from "./input-hygiene.ts";
import { resolvers } from "./resolvers/index.ts";
import {
  testSurfaceResolvers,
  testSurfaceTypeDefs,
  type TestSurfaceOptions,
} from "./test-surface/resolvers.ts";

/** The contract file is the schema: resolvers are attached to it, never the other way round. */
export const typeDefs = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");

/**
 * The contract's schema; with `testSurface`, the test-only operations too (test-surface/). Every
 * text argument is checked for control characters before a resolver sees it (input-hygiene.ts).
 */
export const createApiSchema = (testSurface?: TestSurfaceOptions) =>
  guardTextArguments(
    testSurface
      ? createSchema<Context>({
          typeDefs: [typeDefs, testSurfaceTypeDefs],
          resolvers: [resolvers, testSurfaceResolvers(testSurface)],
        })
      : createSchema<Context>({ typeDefs, resolvers }),
  );
