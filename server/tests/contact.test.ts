import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "../company.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const SUBMIT = `mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }`;
type Submitted = { submitContactRequest: { id: string } };
const request = (overrides: Record<string, string> = {}) => ({
  recipient: "SUPPORT",
  name: "Dr. Lena Brandt",
  email: `lena.${Date.now()}.${Math.random()}@example.com`,
  subject: "Zertifikat fehlt",
  message: "Mein Zertifikat für den Livestream vom Dienstag erscheint nicht im Profil.",
  ...overrides,
});

describe("submitContactRequest", () => {
  it("mails the request to the team chosen, with the sender to answer to, and none to the sender", async () => {
    const input = request({ recipient: "SALES", subject: "Kooperation" });
    const result = await t.gql<Submitted>(SUBMIT, { variables: { input } });
    const id = result.data?.submitContactRequest.id;
    expect(id).toMatch(/^\d+$/);
    const [mail] = await t.outbox(company.sales_email);
    expect(mail?.subject).toBe(`Kontaktanfrage #${id} (Vertrieb): Kooperation`);
    expect(mail?.body).toContain(input.message);
    expect(mail?.body).toContain(`Von: Dr. Lena Brandt <${input.email}>`);
    expect(await t.outbox(input.email)).toEqual([]);

    await t.gql<Submitted>(SUBMIT, { variables: { input: request() } });
    expect((await t.outbox(company.support_email))[0]?.subject).toMatch(/\(Support\): Zertifikat fehlt$/);
  });

  it("refuses missing, too long and malformed fields with a message per field", async () => {
    const result = await t.gql(SUBMIT, {
      variables: { input: request({ name: " ", email: "keine-adresse", message: "x".repeat(5001) }) },
    });
    expect(result.errors?.[0]?.extensions?.validation).toEqual({
      "input.name": ["The input.name field is required."],
      "input.email": ["The input.email field must be a valid email address."],
      "input.message": ["The input.message field must not be greater than 5000 characters."],
    });
    const recipient = await t.gql(SUBMIT, { variables: { input: request({ recipient: "PRESS" }) } });
    expect(recipient.errors?.[0]?.message).toContain("ContactFormRecipient");
  });

  it("takes five requests per sender address an hour, then says when to try again", async () => {
    const email = `vielschreiber.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      const ok = await t.gql<Submitted>(SUBMIT, { variables: { input: request({ email }) } });
      expect(ok.errors).toBeUndefined();
    }
    const refused = await t.gql(SUBMIT, { variables: { input: request({ email }) } });
    expect(refused.errors?.[0]?.extensions?.category).toBe("rate_limited");
    expect(Number(refused.errors?.[0]?.extensions?.retryAfter)).toBeGreaterThan(3000);
    // Another sender is not affected; an hour later the first may write again.
    expect((await t.gql(SUBMIT, { variables: { input: request() } })).errors).toBeUndefined();
    await t.surface.setClock({ advanceSeconds: 3601 });
    expect((await t.gql(SUBMIT, { variables: { input: request({ email }) } })).errors).toBeUndefined();
    await t.surface.setClock();
  });
});
