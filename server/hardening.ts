/**
 * What the GraphQL endpoint refuses before anything runs: introspection outside
 * development, documents nested too deep or with too many aliases, and more than one of the
 * operations that guess secrets (passwords, codes) in one request, so guesses cannot be batched.
 * HTTP batches (decision 006: the BFF sends a page's queries as one request) carry queries only, so
 * the guessing mutations cannot ride in a batch either.
 */
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import type { ErrorCode } from "./errors.ts";

/** Deepest selection the BFF's documents need is 7 levels; room to spare, no room for abuse. */
export const MAX_DEPTH = 12;
export const MAX_ALIASES = 30;
/** Each may appear once per request: they check a password or a code. */
export const GUESSING_FIELDS = [
  "login",
  "requestValidation",
  "resetPassword",
  "registerUser",
  "unlock",
  "forgotPassword",
  "requestRegistrationCode",
] as const;

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

function depthOf(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: ReadonlySet<string> = new Set(),
): number {
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const below = selection.selectionSet ? depthOf(selection.selectionSet, fragments, seen) : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment that spreads itself is reported by graphql's own NoFragmentCycles rule.
      if (fragment && !seen.has(name)) {
        deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, new Set([...seen, name])));
      }
    }
  }
  return deepest;
}

export const maxDepthRule =
  (max = MAX_DEPTH): ValidationRule =>
  (context): ASTVisitor => ({
    OperationDefinition(node) {
      const depth = depthOf(node.selectionSet, fragmentsOf(context));
      if (depth > max) {
        context.reportError(
          new GraphQLError(`The query is nested ${depth} levels deep; at most ${max} are allowed.`, {
            nodes: [node],
            extensions: { category: "graphql", code: "QUERY_TOO_DEEP" satisfies ErrorCode },
          }),
        );
      }
    },
  });

export const maxAliasesRule =
  (max = MAX_ALIASES): ValidationRule =>
  (context): ASTVisitor => {
    let aliases = 0;
    const guesses = new Map<string, number>();
    return {
      Field(node) {
        if (node.alias) aliases += 1;
        const name = node.name.value;
        if ((GUESSING_FIELDS as readonly string[]).includes(name))
          guesses.set(name, (guesses.get(name) ?? 0) + 1);
      },
      Document: {
        leave(node) {
          if (aliases > max) {
            context.reportError(
              new GraphQLError(`The document has ${aliases} aliases; at most ${max} are allowed.`, {
                nodes: [node],
                extensions: { category: "graphql", code: "TOO_MANY_ALIASES" satisfies ErrorCode },
              }),
            );
          }
          for (const [name, count] of guesses) {
            if (count > 1) {
              context.reportError(
                new GraphQLError(`${name} may be asked once per request, not ${count} times.`, {
                  nodes: [node],
                  extensions: { category: "graphql", code: "OPERATION_REPEATED" satisfies ErrorCode },
                }),
              );
            }
          }
        },
      },
    };
  };

/** Operations per HTTP batch: a page's loaders send two or three. */
export const MAX_BATCH = 10;

/** True when a batched operation is anything but a query (or cannot be read: refused as well). */
function isNotAQuery(query: unknown): boolean {
  if (typeof query !== "string") return true;
  try {
    return parse(query).definitions.some(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation !== "query",
    );
  } catch {
    return true;
  }
}

/** The rules as a yoga plugin; introspection only when `introspection` is true (development). */
export function hardeningPlugin({ introspection }: { introspection: boolean }): Plugin {
  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          if (!Array.isArray(requestParserResult)) return;
          if (requestParserResult.some((params) => isNotAQuery(params.query))) {
            throw new GraphQLError("A batch may carry queries only; send mutations one by one.", {
              extensions: {
                category: "graphql",
                code: "BATCH_NOT_QUERIES" satisfies ErrorCode,
                http: { status: 400 },
              },
            });
          }
        },
      };
    },
    onValidate({ addValidationRule }) {
      addValidationRule(maxDepthRule());
      addValidationRule(maxAliasesRule());
      if (!introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
