import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "../context.ts";

export type Resolver<TParent, TArgs, TResult> = (
  parent: TParent,
  args: TArgs,
  context: Context,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export type NoArgs = Record<string, never>;
