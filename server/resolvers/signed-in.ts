import type { GraphQLResolveInfo } from "graphql";
import type { Viewer } from "../auth.ts";
import type { Context } from "../context.ts";

/**
 * A resolver for signed-in users only: it starts from the viewer, and an anonymous request is
 * Unauthenticated before it runs.
 */
export function signedIn<Parent, Args, Result>(
  resolve: (viewer: Viewer, args: Args, context: Context, info: GraphQLResolveInfo) => Result,
): (parent: Parent, args: Args, context: Context, info: GraphQLResolveInfo) => Result {
  return (_parent, args, context, info) => resolve(context.requireViewer(), args, context, info);
}
