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
