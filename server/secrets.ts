import { env, type ServerEnv } from "./env.ts";

/**
 * The reference API's signing keys. Outside production a fixed development value stands in for an
 * unset key (tests, `npm run api`); in production each must be set, or the API refuses to start:
 * with a known key anyone could sign media addresses for restricted content, upload tickets or
 * notification links. `npm start` generates random keys once per data directory.
 */
export const SIGNING_SECRETS = {
  MEDIA_SECRET: "reference-media-secret",
  UPLOAD_SECRET: "reference-upload-secret",
  NOTIFICATION_SECRET: "reference-notification-secret",
} as const;

export type SigningSecret = keyof typeof SIGNING_SECRETS;
type Keys = Partial<Pick<ServerEnv, SigningSecret | "NODE_ENV">>;

/** The key from the environment (empty counts as unset), else the development value. */
export function signingSecret(name: SigningSecret, values: Keys = env): string {
  return values[name] || SIGNING_SECRETS[name];
}

export const MIN_SECRET_LENGTH = 32;

/** The keys production lacks (unset or too short); none outside production. */
export function missingSigningSecrets(values: Keys = env): SigningSecret[] {
  if (values.NODE_ENV !== "production") return [];
  return (Object.keys(SIGNING_SECRETS) as SigningSecret[]).filter(
    (name) => (values[name] ?? "").length < MIN_SECRET_LENGTH,
  );
}
