// Structured one-line JSON logs. Callers pass ids and statuses, never tokens, emails or passwords.
type Fields = Record<string, string | number | boolean | undefined>;

function write(level: "info" | "warn" | "error", message: string, fields: Fields = {}) {
  if (process.env.NODE_ENV === "test" && level === "info") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  (level === "error" ? console.error : console.log)(line);
}

export const log = {
  info: (message: string, fields?: Fields) => write("info", message, fields),
  warn: (message: string, fields?: Fields) => write("warn", message, fields),
  error: (message: string, fields?: Fields) => write("error", message, fields),
};

/** An error nobody handled: one line with the request id, the error's name, message and stack. */
export function logUnhandled(error: unknown, requestId?: string) {
  const fields: Fields = { requestId };
  if (error instanceof Error) {
    fields.error = error.name;
    fields.detail = error.message.slice(0, 500);
    fields.stack = error.stack?.split("\n").slice(1, 8).join("\n");
  } else {
    fields.error = typeof error;
  }
  write("error", "unhandled error", fields);
}
