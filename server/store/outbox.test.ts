import { describe, expect, it } from "vitest";
import { openDatabase } from "../db.ts";
import { mails } from "../mails.ts";
import { createOutboxStore } from "./outbox.ts";

// The mail side on a database of its own (decision 025): whatever a caller hands over, the headers
// the outbox writes (recipient, subject) are one line each.

describe("outbox", () => {
  it("never writes a header with a line break or a control character, whatever the input", () => {
    const outbox = createOutboxStore(openDatabase(":memory:"));
    const draft = mails.contactRequest("support@example.com\r\nBcc: everyone@example.com", {
      id: 7,
      team: "Support",
      name: "Lena",
      email: "lena@example.com",
      subject: "Hallo\r\nBcc: evil@example.com\u0000\u2028X-Priority: 1",
      message: "Zeile eins\nZeile zwei",
    });
    outbox.send(draft, new Date("2026-03-01T10:00:00.000Z"));
    const [mail] = outbox.list(null);
    expect(mail?.subject).toBe("Kontaktanfrage #7 (Support): Hallo Bcc: evil@example.com X-Priority: 1");
    expect(mail?.to_email).toBe("support@example.com Bcc: everyone@example.com");
    // The body is no header: its lines stay.
    expect(mail?.body).toContain("Zeile eins\nZeile zwei");
  });
});
