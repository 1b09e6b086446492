import { readFileSync } from "node:fs";
import { createSchema } from "graphql-yoga";
import type { Context } from "./context.ts";
import { resolvers } from "./resolvers/index.ts";

/** The contract file is the schema: resolvers are attached to it, never the other way round. */
export const typeDefs = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");

export const createApiSchema = () => createSchema<Context>({ typeDefs, resolvers });
