import { z } from "zod";
import { iceServersSchema, wantsRestCredentials } from "./ice-servers";

// Empty strings from .env files mean "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

// A link shown to users: http(s) only, never javascript: or data:.
const webAddress = z.url({ protocol: /^https?$/ });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    GRAPHQL_URL: z.url(),
    SESSION_SECRET: z
      .string()
      .refine(
        (secret) => secret.trim().length >= 32,
        "SESSION_SECRET must be at least 32 characters (not spaces)",
      ),
    DATA_DIR: z.string().default(".data"),
    REDIS_URL: optional(z.url()),
    COOKIE_SECURE: optional(z.enum(["true", "false"])),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    // Decision 006: a page's queries go upstream as one HTTP batch (an array of operations). "false" for
    // an upstream that cannot batch: then each query is a request of its own.
    UPSTREAM_BATCHING: z.enum(["true", "false"]).default("true"),
    // A proof file streamed on to the storage (no-JavaScript upload): as slow as the user's upload.
    UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
    RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(8),
    // /contact: a form sent sooner after it was shown is taken for a script and dropped (0 turns it off).
    CONTACT_MIN_FILL_SECONDS: z.coerce.number().int().min(0).default(3),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    // Where browsers post proof files (the upload tickets' url), when not on GRAPHQL_URL's origin.
    UPLOAD_ORIGIN: optional(z.url()),
    // The live session's event streams (decision 023): open at once per session (a handful of tabs),
    // per user across their sessions (tabs on two devices), per client address (an IPv6 /64; 0: no
    // limit; generous, as a hospital's doctors share one address), and in this process (above it
    // 503: about 25 KB of heap each, 2,500 fill half of the default heap).
    LIVE_STREAMS_PER_SESSION: z.coerce.number().int().positive().default(6),
    LIVE_STREAMS_PER_USER: z.coerce.number().int().positive().default(12),
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(0).default(500),
    LIVE_STREAMS_MAX: z.coerce.number().int().positive().default(2_500),
    // Where the signed media addresses point (a CDN), when not on GRAPHQL_URL's origin.
    MEDIA_ORIGIN: optional(z.url()),
    // Where the payment provider's hosted checkout lives (the orders' checkout_url), when not on
    // GRAPHQL_URL's origin: the app sends browsers there and nowhere else.
    PAYMENT_ORIGIN: optional(z.url()),
    // This site's public address (the provider sends the browser back to it); default: the request's origin.
    SITE_URL: optional(z.url()),
    // The upstream's public routes (media, upload storage, payment pages, the outbox) under this path
    // of the site itself, forwarded to GRAPHQL_URL's origin (scripts/demo-forward.mjs, decision 032);
    // the upstream is told the site's origin so its addresses name it. Set by `npm start` in demo mode.
    API_FORWARD_PATH: optional(
      z.string().regex(/^(?:\/[A-Za-z0-9._~-]+)+$/, "API_FORWARD_PATH must look like /demo-api"),
    ),
    // The conference's ICE servers (decision 036), JSON as RTCPeerConnection takes them, e.g.
    // [{"urls":"turn:turn.example.org:3478","username":"u","credential":"p"}]; none by default
    // (browsers on one network, or with public addresses, connect directly).
    WEBRTC_ICE_SERVERS: iceServersSchema,
    // coturn's `static-auth-secret` (use-auth-secret, the TURN REST API): the TURN servers above
    // without credentials get each member's own, valid this long (5 minutes to an hour).
    WEBRTC_TURN_SECRET: optional(
      z
        .string()
        .refine((secret) => secret.trim().length >= 16, "WEBRTC_TURN_SECRET must be at least 16 characters"),
    ),
    WEBRTC_TURN_TTL_SECONDS: z.coerce.number().int().min(300).max(3600).default(3600),
    // The render tricks of app/render (its README): "off" renders every page as plain React would.
    RENDER_TRICKS: z.enum(["on", "off"]).default("on"),
    SENTRY_DSN: optional(z.url()),
    SENTRY_ENVIRONMENT: optional(z.string()),
    // Spec §7: the tag manager that reads the analytics data layer. Unset: nothing is sent anywhere.
    GTM_ID: optional(z.string().regex(/^GTM-[A-Z0-9]+$/, "GTM_ID must look like GTM-XXXXXXX")),
    // Addresses only the operator knows; unset: the link is not shown (app/components/frame/navigation.ts).
    ADMIN_DASHBOARD_URL: optional(webAddress),
    SUPPORT_TICKET_URL: optional(webAddress),
    VIDEO_CHANNEL_URL: optional(webAddress),
    PROFESSIONAL_NETWORK_URL: optional(webAddress),
    // Spec §5: an EFN value accepted without the checksum (operators' escape hatch); unset: none. Server only.
    EFN_BYPASS: optional(z.string().trim().min(1)),
  })
  .superRefine((env, context) => {
    if (env.WEBRTC_TURN_SECRET && !env.WEBRTC_ICE_SERVERS.some(wantsRestCredentials))
      context.addIssue({
        code: "custom",
        path: ["WEBRTC_TURN_SECRET"],
        message:
          "WEBRTC_TURN_SECRET needs a turn: server without username and credential in WEBRTC_ICE_SERVERS",
      });
  });

export type Env = z.infer<typeof envSchema>;

function loadEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}\nSee .env.example.`);
  }
  return parsed.data;
}

export const env = loadEnv();
export const isProduction = env.NODE_ENV === "production";
export const cookieSecure = env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : isProduction;
