import type { GraphQLScalarTypeConfig } from "graphql";
import { createGraphQLError } from "graphql-yoga";

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime()))
    throw createGraphQLError("DateTime must be an ISO 8601 date-time.");
  return date;
}

/**
 * Stored as ISO strings already; this normalises to UTC with milliseconds. A plain config
 * rather than a GraphQLScalarType, so it never comes from a second copy of graphql.
 */
export const DateTime: Omit<GraphQLScalarTypeConfig<Date, string>, "name"> = {
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== "StringValue") throw createGraphQLError("DateTime must be a string.");
    return toDate(ast.value);
  },
};
