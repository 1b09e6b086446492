import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  doctorRegistration,
  startTestApi,
  UNAUTHENTICATED,
  uploadProof,
  SAMPLE_PDF,
  type TestApi,
} from "./helpers.ts";

// The staff operations on proofs (decision 035): who may call them, the queue, the document and
// the decisions with their mails.

const PROOF = `id kind status profession submitted_at decided_at decided_by rejection_reason rejection_note
  order_number file { file_name mime size } user { id email first_name last_name status validation_status }`;
const QUEUE = `query($kind: ProofKind, $age: Int, $first: Int) {
  staffProofQueue(kind: $kind, min_age_hours: $age, first: $first) { total items { ${PROOF} } } }`;
const ONE = `query($id: ID!) { staffProof(id: $id) { ${PROOF} } }`;
const DOCUMENT = `query($id: ID!) { staffProofDocument(id: $id) { file_name mime base64 } }`;
const ACCEPT = `mutation($id: ID!) { staffAcceptProof(id: $id) { ${PROOF} } }`;
const REJECT = `mutation($id: ID!, $reason: ProofRejectionReason!, $note: String) {
  staffRejectProof(id: $id, reason: $reason, note: $note) { ${PROOF} } }`;
const COUNT = "{ me { pending_proof_count } }";
const REFRESH = `mutation($profession: Profession!, $file: ValidationFileInput) {
  refreshValidation(profession: $profession, validation_file: $file) }`;

interface Proof {
  id: string;
  kind: string;
  status: string;
  decided_by: string | null;
  rejection_reason: string | null;
  rejection_note: string | null;
  file: { file_name: string; mime: string; size: number } | null;
  user: { email: string; status: string; validation_status: string | null };
}

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

const validation = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  result.errors?.[0]?.extensions?.validation;

/** A pharmacist with an accepted proof who sends a new file (a RENEWAL); answers the user's email. */
async function renewingPharmacist(): Promise<{ email: string }> {
  const { email } = await t.surface.createUser({
    like: "apothekerin@example.com",
    validation_status: "ACCEPTED",
    validation_expires_at: new Date(Date.now() + 10 * 24 * 3600_000),
  });
  const token = await t.login(email);
  const uuid = await uploadProof(t, SAMPLE_PDF, "approbation.pdf");
  const result = await t.gql(REFRESH, {
    token,
    variables: { profession: "PHARMACIST", file: { create: { uuid } } },
  });
  expect(result.errors).toBeUndefined();
  return { email };
}

async function queue(token: string, variables: Record<string, unknown> = {}) {
  const result = await t.gql<{ staffProofQueue: { total: number; items: Proof[] } }>(QUEUE, {
    token,
    variables,
  });
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error("no queue");
  return result.data.staffProofQueue;
}

describe("who may review proofs", () => {
  it("anonymous callers, users, staff simulating a user and roles without support work are refused", async () => {
    const refused = { role: ["This action is unauthorized."] };
    const operations: Array<[string, Record<string, unknown>]> = [
      [QUEUE, {}],
      [ONE, { id: "1" }],
      [DOCUMENT, { id: "1" }],
      [ACCEPT, { id: "1" }],
      [REJECT, { id: "1", reason: "UNREADABLE" }],
    ];
    const doctor = await t.login("arzt@example.com");
    const designer = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "mediengestaltung" })).email,
    );
    const simulating = await t.login("team@example.com");
    await t.gql("mutation { updateMe(input: {is_simulating_user: true}) { id } }", { token: simulating });
    for (const [query, variables] of operations) {
      expect((await t.gql(query, { variables })).errors?.[0]).toMatchObject(UNAUTHENTICATED);
      for (const token of [doctor, designer, simulating]) {
        expect(validation(await t.gql(query, { token, variables })), query).toEqual(refused);
      }
    }
    // Nobody of them sees the count, and nothing was decided by the refused calls.
    for (const token of [doctor, designer, simulating]) {
      expect((await t.gql(COUNT, { token })).data).toEqual({ me: { pending_proof_count: null } });
    }
    const support = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "customer_service" })).email,
    );
    expect((await queue(support)).items.map((proof) => proof.status)).toEqual(["PENDING"]);
    expect((await t.gql(COUNT, { token: support })).data).toEqual({ me: { pending_proof_count: 1 } });
  });
});

describe("the queue", () => {
  it("lists pending proofs oldest first with their kind, filters by kind and age, and serves the file", async () => {
    const staff = await t.login("team@example.com");
    await t.surface.setClock({ advanceSeconds: 3 * 24 * 3600 });
    const { email } = await renewingPharmacist();

    const all = await queue(staff);
    expect(all.total).toBe(2);
    expect(all.items.map((proof) => [proof.user.email, proof.kind])).toEqual([
      ["apothekerin@example.com", "REGISTRATION"],
      [email, "RENEWAL"],
    ]);
    const renewal = all.items[1]!;
    expect(renewal.file).toEqual({
      file_name: "approbation.pdf",
      mime: "application/pdf",
      size: SAMPLE_PDF.length,
    });
    // The seeded proof comes with a specimen document, as a real one would.
    expect(all.items[0]!.file).toMatchObject({
      file_name: "Approbationsurkunde.pdf",
      mime: "application/pdf",
    });

    expect((await queue(staff, { kind: "RENEWAL" })).items.map((proof) => proof.id)).toEqual([renewal.id]);
    expect((await queue(staff, { kind: "ASSISTANT_PRICE" })).total).toBe(0);
    // Waiting at least two days: only the seeded one (three days old on the moved clock).
    expect((await queue(staff, { age: 48 })).items.map((proof) => proof.kind)).toEqual(["REGISTRATION"]);
    expect((await queue(staff, { first: 1 })).items).toHaveLength(1);
    expect(validation(await t.gql(QUEUE, { token: staff, variables: { first: 500 } }))).toEqual({
      first: ["The selected first is invalid."],
    });

    const document = await t.gql<{ staffProofDocument: { mime: string; base64: string } }>(DOCUMENT, {
      token: staff,
      variables: { id: renewal.id },
    });
    expect(document.data?.staffProofDocument.mime).toBe("application/pdf");
    expect(Buffer.from(document.data?.staffProofDocument.base64 ?? "", "base64").equals(SAMPLE_PDF)).toBe(
      true,
    );
    const specimen = await t.gql<{ staffProofDocument: { base64: string } }>(DOCUMENT, {
      token: staff,
      variables: { id: all.items[0]!.id },
    });
    const bytes = Buffer.from(specimen.data?.staffProofDocument.base64 ?? "", "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBe(all.items[0]!.file?.size);
    expect((await t.gql(ONE, { token: staff, variables: { id: "99999" } })).data).toEqual({
      staffProof: null,
    });
  });

  it("accepting mails the user and takes the proof from the queue; a second decision is refused", async () => {
    const staff = await t.login("team@example.com");
    const [proof] = (await queue(staff, { kind: "REGISTRATION" })).items;
    const accepted = await t.gql<{ staffAcceptProof: Proof }>(ACCEPT, {
      token: staff,
      variables: { id: proof!.id },
    });
    expect(accepted.data?.staffAcceptProof).toMatchObject({
      status: "ACCEPTED",
      decided_by: "Julia Richter",
      user: { status: "ACTIVE", validation_status: "ACCEPTED" },
    });
    expect((await t.outbox("apothekerin@example.com"))[0]).toMatchObject({ kind: "validation_accepted" });
    expect((await queue(staff)).total).toBe(0);
    expect((await t.gql(COUNT, { token: staff })).data).toEqual({ me: { pending_proof_count: 0 } });
    expect(
      validation(await t.gql(REJECT, { token: staff, variables: { id: proof!.id, reason: "UNREADABLE" } })),
    ).toEqual({ id: ["The selected id is invalid."] });
  });

  it("rejecting needs a note for OTHER and mails the reason and the note", async () => {
    const staff = await t.login("team@example.com");
    const { email } = await renewingPharmacist();
    const [proof] = (await queue(staff, { kind: "RENEWAL" })).items;
    expect(
      validation(await t.gql(REJECT, { token: staff, variables: { id: proof!.id, reason: "OTHER" } })),
    ).toEqual({ note: ["The note field is required."] });
    expect(
      validation(
        await t.gql(REJECT, {
          token: staff,
          variables: { id: proof!.id, reason: "OTHER", note: "x".repeat(1001) },
        }),
      ),
    ).toEqual({ note: ["The note field must not be greater than 1000 characters."] });

    const rejected = await t.gql<{ staffRejectProof: Proof }>(REJECT, {
      token: staff,
      variables: {
        id: proof!.id,
        reason: "NAME_MISMATCH",
        note: "Bitte lade die Seite mit deinem Namen hoch.",
      },
    });
    expect(rejected.data?.staffRejectProof).toMatchObject({
      status: "REJECTED",
      rejection_reason: "NAME_MISMATCH",
      rejection_note: "Bitte lade die Seite mit deinem Namen hoch.",
      // A renewal of a proof that is still valid does not lock the user out.
      user: { status: "ACTIVE", validation_status: "ACCEPTED" },
    });
    const [mail] = await t.outbox(email);
    expect(mail).toMatchObject({ kind: "validation_rejected" });
    expect(mail?.body).toContain("Der Name auf dem Dokument stimmt nicht mit deinem Konto überein.");
    expect(mail?.body).toContain("Bitte lade die Seite mit deinem Namen hoch.");
  });
});

describe("the audit trail", () => {
  const TRAIL = `query($action: StaffAction, $target: ID, $before: ID, $first: Int) {
    staffAuditTrail(action: $action, target_user_id: $target, before_id: $before, first: $first) {
      id action at staff_role detail staff { name email } target { email } } }`;
  interface Entry {
    id: string;
    action: string;
    at: string;
    staff_role: string | null;
    detail: string | null;
    staff: { name: string; email: string } | null;
    target: { email: string } | null;
  }
  const trail = async (token: string, variables: Record<string, unknown> = {}) => {
    const result = await t.gql<{ staffAuditTrail: Entry[] }>(TRAIL, { token, variables });
    expect(result.errors).toBeUndefined();
    return result.data?.staffAuditTrail ?? [];
  };

  it("records who did what to whom and when, for the oversight roles only", async () => {
    const support = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "customer_service" })).email,
    );
    const lead = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "teamleitung" })).email,
    );
    const { email } = await renewingPharmacist();
    const [proof] = (await queue(support, { kind: "RENEWAL" })).items;
    await t.gql(DOCUMENT, { token: support, variables: { id: proof!.id } });
    await t.gql(REJECT, { token: support, variables: { id: proof!.id, reason: "OUTDATED" } });
    await t.gql("mutation { updateMe(input: {is_simulating_user: true}) { id } }", { token: support });
    await t.gql("mutation { updateMe(input: {is_simulating_user: false}) { id } }", { token: support });

    // Support work is not oversight (users are refused like every role without it: the first test).
    expect(validation(await t.gql(TRAIL, { token: support }))).toEqual({
      role: ["This action is unauthorized."],
    });
    const entries = await trail(lead);
    expect(
      entries.slice(0, 4).map((entry) => [entry.action, entry.target?.email ?? null, entry.detail]),
    ).toEqual([
      ["SIMULATION_STOPPED", null, null],
      ["SIMULATION_STARTED", null, null],
      ["PROOF_REJECTED", email, `#${proof!.id} OUTDATED`],
      ["PROOF_DOCUMENT_VIEWED", email, `#${proof!.id}`],
    ]);
    expect(entries[2]).toMatchObject({ staff_role: "customer_service", staff: { name: "Julia Richter" } });
    expect(Date.parse(entries[2]!.at)).toBeGreaterThan(Date.now() - 60_000);

    const target = (await t.surface.user(email))!.id;
    expect((await trail(lead, { target })).map((entry) => entry.action)).toEqual([
      "PROOF_REJECTED",
      "PROOF_DOCUMENT_VIEWED",
    ]);
    expect((await trail(lead, { action: "PROOF_REJECTED" })).map((entry) => entry.detail)).toEqual([
      `#${proof!.id} OUTDATED`,
    ]);
    const typed = await t.gql<{ staffAuditTrail: unknown[] }>(
      `{ staffAuditTrail(action: PROOF_REJECTED, first: 1) { proof_id rejection_reason livestream { title } } }`,
      { token: lead },
    );
    expect(typed.data?.staffAuditTrail).toEqual([
      { proof_id: proof!.id, rejection_reason: "OUTDATED", livestream: null },
    ]);
    const [newest] = await trail(lead, { first: 1 });
    expect((await trail(lead, { before: newest!.id, first: 1 }))[0]?.action).toBe("SIMULATION_STARTED");
  });

  it("records a decision from the command line without a staff member", async () => {
    const lines: string[] = [];
    const { runValidationsCli } = await import("../cli/validations.ts");
    expect(
      runValidationsCli(["accept", "apothekerin@example.com"], {
        dataDir: t.dataDir,
        print: (line) => lines.push(line),
      }),
    ).toBe(0);
    const [entry] = await trail(await t.login("team@example.com"));
    expect(entry).toMatchObject({
      action: "PROOF_ACCEPTED",
      staff: null,
      target: { email: "apothekerin@example.com" },
    });
  });
});

describe("users for support", () => {
  const SEARCH = `query($q: String!) { staffUserSearch(query: $q) { id email first_name last_name status } }`;
  const DETAIL = `query($id: ID!) { staffUserDetail(id: $id) {
    user { email validation_status } pending_email
    proofs { kind status rejection_reason } orders { number status } certificates { number status } } }`;
  const RESEND = `mutation($id: ID!) { staffResendEmailChangeCode(user_id: $id) }`;
  const REGISTRATION = `mutation($e: String!) { staffSendRegistrationCode(email: $e) }`;

  it("finds users by address or name, shows their history and resends codes, for support roles only", async () => {
    const support = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "customer_service" })).email,
    );
    const hr = await t.login((await t.surface.createUser({ like: "team@example.com", role: "hr" })).email);
    expect(validation(await t.gql(SEARCH, { token: hr, variables: { q: "arzt" } }))).toEqual({
      role: ["This action is unauthorized."],
    });
    const byName = await t.gql<{ staffUserSearch: Array<{ id: string; email: string }> }>(SEARCH, {
      token: support,
      variables: { q: "hoffmann markus" },
    });
    expect(byName.data?.staffUserSearch.map((user) => user.email)).toContain("arzt@example.com");
    // The name as the result list shows it, with the academic title (names are stored without).
    for (const q of [
      "Dr. Markus Hoffmann",
      "Dr. med. Markus Hoffmann",
      "Prof. Dr. Hoffmann",
      "Hoffmann, Markus",
    ]) {
      const found = await t.gql<{ staffUserSearch: Array<{ email: string }> }>(SEARCH, {
        token: support,
        variables: { q },
      });
      expect(
        found.data?.staffUserSearch.map((user) => user.email),
        q,
      ).toContain("arzt@example.com");
    }
    expect(
      (await t.gql<{ staffUserSearch: unknown[] }>(SEARCH, { token: support, variables: { q: "%" } })).errors,
    ).toBeDefined();
    expect(
      (await t.gql<{ staffUserSearch: unknown[] }>(SEARCH, { token: support, variables: { q: "%%" } })).data
        ?.staffUserSearch,
    ).toEqual([]);

    const doctor = byName.data!.staffUserSearch.find((user) => user.email === "arzt@example.com")!;
    const detail = await t.gql<{
      staffUserDetail: {
        certificates: unknown[];
        orders: unknown[];
        proofs: unknown[];
        pending_email: string | null;
      };
    }>(DETAIL, { token: support, variables: { id: doctor.id } });
    expect(detail.errors).toBeUndefined();
    expect(detail.data?.staffUserDetail.certificates.length).toBeGreaterThan(0);
    expect(detail.data?.staffUserDetail.pending_email).toBeNull();

    // No email change waiting: nothing to resend.
    expect(validation(await t.gql(RESEND, { token: support, variables: { id: doctor.id } }))).toEqual({
      user_id: ["The selected user id is invalid."],
    });
    const { email } = await t.surface.createUser({ like: "arzt@example.com" });
    const own = await t.login(email);
    await t.gql(
      `mutation { requestEmailChange(email: "neu-${Date.now()}@example.org", password: "fortbildung2026") }`,
      {
        token: own,
      },
    );
    const { id } = (await t.surface.user(email))!;
    const pending = (
      await t.gql<{ staffUserDetail: { pending_email: string } }>(DETAIL, {
        token: support,
        variables: { id },
      })
    ).data!.staffUserDetail.pending_email;
    const before = await t.outbox(pending);
    expect((await t.gql(RESEND, { token: support, variables: { id } })).data).toEqual({
      staffResendEmailChangeCode: true,
    });
    const after = await t.outbox(pending);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ kind: "email_change_code" });
    expect(after[0]!.code).not.toBe(before[0]!.code);

    expect(
      validation(await t.gql(REGISTRATION, { token: support, variables: { e: "arzt@example.com" } })),
    ).toEqual({
      email: ["The email has already been taken."],
    });
    expect(
      (await t.gql(REGISTRATION, { token: support, variables: { e: "noch-kein-konto@example.org" } })).data,
    ).toEqual({
      staffSendRegistrationCode: true,
    });
    expect((await t.outbox("noch-kein-konto@example.org"))[0]).toMatchObject({ kind: "registration_code" });
  });
});

describe("live sessions and feedback", () => {
  const LIVE =
    "{ staffLiveSessions { livestream { id slug state } open_questions waiting_interjections poll_open } }";
  const SUMMARIES = "{ staffFeedbackSummaries { key kind title count average } }";
  const ONE =
    "query($k: ID!) { staffFeedback(key: $k) { summary { key count average } entries { rating text } } }";

  it("lists what is live with what waits, and feedback per item, for any staff role only", async () => {
    const designer = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "mediengestaltung" })).email,
    );
    const doctor = await t.login("arzt@example.com");
    for (const query of [LIVE, SUMMARIES]) {
      expect(validation(await t.gql(query, { token: doctor }))).toEqual({
        role: ["This action is unauthorized."],
      });
    }
    const now = Date.now();
    const stream = await t.surface.createLivestream({
      title: "Staff-Liste",
      starts_at: new Date(now - 5 * 60_000),
      ends_at: new Date(now + 60 * 60_000),
    });
    await t.gql(`mutation($i: AskQuestionInput!) { askQuestion(input: $i) { id } }`, {
      token: doctor,
      variables: { i: { livestream_id: stream.id, text: "Wie dosieren?" } },
    });
    const live = await t.gql<{
      staffLiveSessions: Array<{ livestream: { id: string; state: string }; open_questions: number }>;
    }>(LIVE, { token: designer });
    const entry = live.data?.staffLiveSessions.find((session) => session.livestream.id === stream.id);
    expect(entry).toMatchObject({ livestream: { state: "LIVE" }, open_questions: 1 });
    expect(live.data?.staffLiveSessions.every((session) => session.livestream.state === "LIVE")).toBe(true);

    const submit = `mutation($i: FeedbackInput!) { submitFeedback(input: $i) { id } }`;
    await t.gql(submit, {
      token: doctor,
      variables: { i: { content_id: stream.id, rating: 5, text: "Sehr gut" } },
    });
    await t.gql(submit, {
      token: designer,
      variables: { i: { content_id: stream.id, rating: 2, text: "Zu leise" } },
    });
    const summaries = await t.gql<{
      staffFeedbackSummaries: Array<{ key: string; title: string; average: number }>;
    }>(SUMMARIES, { token: designer });
    expect(summaries.data?.staffFeedbackSummaries[0]).toMatchObject({
      key: `content-${stream.id}`,
      title: "Staff-Liste",
      average: 3.5,
    });
    const one = await t.gql(ONE, { token: designer, variables: { k: `content-${stream.id}` } });
    expect(one.data).toEqual({
      staffFeedback: {
        summary: { key: `content-${stream.id}`, count: 2, average: 3.5 },
        entries: [
          { rating: 2, text: "Zu leise" },
          { rating: 5, text: "Sehr gut" },
        ],
      },
    });
    expect((await t.gql(ONE, { token: designer, variables: { k: "content-999999" } })).data).toEqual({
      staffFeedback: null,
    });
  });
});

describe("the audit trail records every opening of a person's data (decision 035)", () => {
  const TRAIL = `query($action: StaffAction) { staffAuditTrail(action: $action, first: 10) { action detail
    target { email } } }`;

  it("opening a proof and searching users are recorded; a search by its kind, not the query", async () => {
    const support = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "customer_service" })).email,
    );
    const [pending] = (await queue(support)).items;
    expect((await t.gql(ONE, { token: support, variables: { id: pending!.id } })).errors).toBeUndefined();
    const search = "query($q: String!) { staffUserSearch(query: $q) { id } }";
    await t.gql(search, { token: support, variables: { q: "Apothekerin@Example" } });
    await t.gql(search, { token: support, variables: { q: "berg" } });

    const boss = await t.login("team@example.com");
    const viewed = await t.gql<{ staffAuditTrail: Array<{ detail: string; target: { email: string } }> }>(
      TRAIL,
      { token: boss, variables: { action: "PROOF_VIEWED" } },
    );
    expect(viewed.data?.staffAuditTrail[0]).toEqual({
      action: "PROOF_VIEWED",
      detail: `#${pending!.id}`,
      target: { email: pending!.user.email },
    });
    const searched = await t.gql<{ staffAuditTrail: unknown[] }>(TRAIL, {
      token: boss,
      variables: { action: "USER_SEARCHED" },
    });
    expect(searched.data?.staffAuditTrail).toEqual([
      { action: "USER_SEARCHED", detail: "NAME", target: null },
      { action: "USER_SEARCHED", detail: "EMAIL", target: null },
    ]);
  });

  it("a view is recorded once per staff member and target in 10 minutes; the queue by its filter", async () => {
    await renewingPharmacist();
    const support = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "customer_service" })).email,
    );
    const colleague = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "customer_service" })).email,
    );
    const [pending] = (await queue(support)).items;
    await queue(support);
    await queue(support, { kind: "RENEWAL" });
    // A reload, a dialog on the page, the page after a decision: one look.
    for (let i = 0; i < 3; i++) await t.gql(ONE, { token: support, variables: { id: pending!.id } });
    await t.gql(ONE, { token: colleague, variables: { id: pending!.id } });

    const boss = await t.login("team@example.com");
    const entries = async (action: string) =>
      (
        await t.gql<{ staffAuditTrail: Array<Record<string, unknown>> }>(
          `query($action: StaffAction) { staffAuditTrail(action: $action, first: 10) { detail proof_kind
            min_age_hours staff { email } } }`,
          { token: boss, variables: { action } },
        )
      ).data!.staffAuditTrail;
    expect(await entries("PROOF_QUEUE_VIEWED")).toEqual([
      expect.objectContaining({ detail: "RENEWAL 0h", proof_kind: "RENEWAL", min_age_hours: 0 }),
      expect.objectContaining({ detail: "ALL 0h", proof_kind: null, min_age_hours: 0 }),
    ]);
    expect(await entries("PROOF_VIEWED")).toHaveLength(2);

    await t.surface.setClock({ advanceSeconds: 11 * 60 });
    try {
      await t.gql(ONE, { token: support, variables: { id: pending!.id } });
      expect(await entries("PROOF_VIEWED")).toHaveLength(3);
    } finally {
      await t.surface.setClock();
    }
  });
});

describe("the audit trail's typed detail", () => {
  const TYPED = `query($action: StaffAction) { staffAuditTrail(action: $action, first: 2) {
    action detail livestream { title slug } moderation_action search_kind code_kind email } }`;
  const typed = async (action: string) =>
    (
      await t.gql<{ staffAuditTrail: Array<Record<string, unknown>> }>(TYPED, {
        token: await t.login("team@example.com"),
        variables: { action },
      })
    ).data?.staffAuditTrail ?? [];

  it("names a moderated livestream by its title and the moderation by an enum", async () => {
    const moderator = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "mediengestaltung" })).email,
    );
    const now = Date.now();
    const stream = await t.surface.createLivestream({
      title: "Kardiologie im Protokoll",
      starts_at: new Date(now - 5 * 60_000),
      ends_at: new Date(now + 60 * 60_000),
    });
    const asked = await t.gql<{ askQuestion: { id: string } }>(
      `mutation($i: AskQuestionInput!) { askQuestion(input: $i) { id } }`,
      {
        token: await t.login("arzt@example.com"),
        variables: { i: { livestream_id: stream.id, text: "Und?" } },
      },
    );
    const moderated = await t.gql(
      `mutation($l: ID!, $t: ID!) { moderateLiveSession(livestream_id: $l, action: HIDE, target_id: $t) { version } }`,
      { token: moderator, variables: { l: stream.id, t: asked.data!.askQuestion.id } },
    );
    expect(moderated.errors).toBeUndefined();
    const [entry] = await typed("LIVE_MODERATED");
    expect(entry).toMatchObject({
      livestream: { title: "Kardiologie im Protokoll", slug: stream.slug },
      moderation_action: "HIDE",
      code_kind: null,
    });
  });

  it("records a search's kind as an enum", async () => {
    const support = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "customer_service" })).email,
    );
    await t.gql("query($q: String!) { staffUserSearch(query: $q) { id } }", {
      token: support,
      variables: { q: "berg" },
    });
    expect((await typed("USER_SEARCHED"))[0]).toMatchObject({ search_kind: "NAME", email: null });
  });
});

describe("a registration code from staff", () => {
  const REQUEST = "mutation($e: String!) { requestRegistrationCode(email: $e) }";
  const SEND = "mutation($e: String!) { staffSendRegistrationCode(email: $e) }";
  const REGISTER = "mutation($input: RegisterUserInput!) { registerUser(input: $input) { token } }";

  it("is recorded as sent the first time and as sent again after that, or after the person asked", async () => {
    const support = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "customer_service" })).email,
    );
    const boss = await t.login("team@example.com");
    const latest = async () =>
      (
        await t.gql<{ staffAuditTrail: unknown[] }>(
          "{ staffAuditTrail(first: 1) { action code_kind email } }",
          { token: boss },
        )
      ).data?.staffAuditTrail[0];
    const fresh = `nie-begonnen-${Date.now()}@example.org`;
    await t.gql(SEND, { token: support, variables: { e: fresh } });
    expect(await latest()).toEqual({
      action: "REGISTRATION_CODE_SENT",
      code_kind: "REGISTRATION",
      email: fresh,
    });
    await t.gql(SEND, { token: support, variables: { e: fresh } });
    expect(await latest()).toEqual({
      action: "CONFIRMATION_CODE_RESENT",
      code_kind: "REGISTRATION",
      email: fresh,
    });

    const started = `begonnen-${Date.now()}@example.org`;
    await t.gql(REQUEST, { variables: { e: started } });
    await t.gql(SEND, { token: support, variables: { e: started } });
    expect(await latest()).toMatchObject({ action: "CONFIRMATION_CODE_RESENT", email: started });
  });

  it("gives no fresh guesses: after 5 wrong codes the code staff send is dead too", async () => {
    const support = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "customer_service" })).email,
    );
    const email = `geraten-${Date.now()}@example.org`;
    await t.gql(REQUEST, { variables: { e: email } });
    const code = await t.latestCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1)
      await t.gql(REGISTER, { variables: { input: doctorRegistration(email, wrong) } });
    expect((await t.gql(SEND, { token: support, variables: { e: email } })).data).toEqual({
      staffSendRegistrationCode: true,
    });
    const resent = await t.latestCode(email);
    expect(
      validation(await t.gql(REGISTER, { variables: { input: doctorRegistration(email, resent) } })),
    ).toEqual({
      "input.registrationCode": ["The registration code is invalid."],
    });
  });

  it("is limited per address: the fourth within an hour is refused with the time to wait", async () => {
    const support = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "customer_service" })).email,
    );
    const email = `zu-oft-${Date.now()}@example.org`;
    for (let i = 0; i < 3; i += 1) {
      expect((await t.gql(SEND, { token: support, variables: { e: email } })).errors).toBeUndefined();
    }
    const refused = await t.gql(SEND, { token: support, variables: { e: email } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ category: "rate_limited", code: "RATE_LIMITED" });
    const wait = refused.errors?.[0]?.extensions?.retryAfter as number;
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await t.outbox(email)).toHaveLength(3);
    // Another address is not held up by it.
    expect(
      (await t.gql(SEND, { token: support, variables: { e: `anders-${Date.now()}@example.org` } })).errors,
    ).toBeUndefined();
  });
});
