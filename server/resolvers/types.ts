export type NoArgs = Record<string, never>;

/**
 * One field's resolver as a plain function, typed from the contract (server/generated):
 * `FieldResolver<QueryResolvers, "order">` takes the field's parent model and arguments and must
 * answer its type.
 */
export type FieldResolver<TResolvers, K extends keyof TResolvers> = Extract<
  NonNullable<TResolvers[K]>,
  (...args: never) => unknown
>;
