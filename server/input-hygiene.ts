/**
 * Decision 025: no text argument carries a control character. Every field with String or ID
 * arguments (directly or inside input objects and lists) checks them before its resolver runs, so
 * each operation is covered once, here, for any client. Single-line is the rule; an argument or
 * input field marked `@multiline` in the contract may hold line breaks and tabs, nothing else.
 */
import {
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import { message, validationFailed } from "./errors.ts";

/** C0, DEL and C1 (Unicode category Cc), and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NOT_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same without tab, line feed, carriage return and the Unicode separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const isSingleLineText = (value: string): boolean => !NOT_SINGLE_LINE.test(value);
export const isMultiLineText = (value: string): boolean => !NOT_MULTI_LINE.test(value);

const TEXT_SCALARS = new Set(["String", "ID"]);

const isMultiline = (definition: GraphQLArgument | GraphQLInputField): boolean =>
  Boolean(definition.astNode?.directives?.some((directive) => directive.name.value === "multiline"));

/** Whether a value of this type can hold text (input objects may refer to themselves). */
function carriesText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return TEXT_SCALARS.has(named.name);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => carriesText(field.type, seen));
}

/** Adds the key (Laravel's dotted form: `input.options.2`) of every text that breaks the rule. */
function collect(value: unknown, type: GraphQLInputType, key: string, multiline: boolean, found: string[]) {
  if (value === null || value === undefined) return;
  if (isNonNullType(type)) return collect(value, type.ofType, key, multiline, found);
  if (isListType(type)) {
    if (Array.isArray(value))
      value.forEach((item, index) => collect(item, type.ofType, `${key}.${index}`, multiline, found));
    return;
  }
  if (isInputObjectType(type)) {
    const fields = value as Record<string, unknown>;
    for (const field of Object.values(type.getFields()))
      collect(fields[field.name], field.type, `${key}.${field.name}`, isMultiline(field), found);
    return;
  }
  if (isScalarType(type) && TEXT_SCALARS.has(type.name) && typeof value === "string") {
    if (!(multiline ? isMultiLineText(value) : isSingleLineText(value))) found.push(key);
  }
}

/** Throws the validation error (the contract's shape) when a text argument breaks the rule. */
export function refuseControlCharacters(
  definitions: readonly GraphQLArgument[],
  args: Record<string, unknown>,
  operation: string,
): void {
  const found: string[] = [];
  for (const definition of definitions)
    collect(args[definition.name], definition.type, definition.name, isMultiline(definition), found);
  if (found.length > 0)
    throw validationFailed(
      operation,
      Object.fromEntries(found.map((key) => [key, [message.controlCharacters(key)]])),
    );
}

type AnyField = GraphQLField<unknown, unknown>;

function guarded(field: AnyField, run: GraphQLFieldResolver<unknown, unknown>) {
  const guard: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
    refuseControlCharacters(field.args, args, info.fieldName);
    return run(source, args, context, info);
  };
  return guard;
}

/** Puts the check in front of every field of the schema that takes text; answers the schema. */
export function guardTextArguments<Schema extends GraphQLSchema>(schema: Schema): Schema {
  const subscription = schema.getSubscriptionType();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((arg) => carriesText(arg.type))) continue;
      // A subscription's arguments arrive once, at subscribe; its resolve maps every event.
      if (type === subscription) {
        if (field.subscribe) field.subscribe = guarded(field, field.subscribe);
      } else {
        field.resolve = guarded(field, field.resolve ?? defaultFieldResolver);
      }
    }
  }
  return schema;
}
