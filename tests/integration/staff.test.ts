import { describe, expect, it } from "vitest";
import { appAroundTests, cookieOf } from "./app-process";
import { staffSessions } from "./staff-sessions";
import { api, DEMO_PASSWORD, freshUser, SAMPLE_PDF } from "./helpers";

// The staff pages on proofs (decision 035) over HTTP, as the front server serves them: who gets
// them (everyone else a 404), the queue, the document's headers, and a decision that mails the user
// and opens the next proof.

const app = appAroundTests();

const sessions = staffSessions(() => app);
const { signIn, get, post, simulatingStaffMember, expectHiddenFrom } = sessions;
/** A staff member of this role, signed in. */
const staffMember = (role = "customer_service") => sessions.staffMember(role);

/** A fresh pharmacist whose new proof waits for staff as a RENEWAL; answers the proof's id. */
async function renewal(file = { bytes: SAMPLE_PDF, name: "approbation.pdf" }) {
  const email = await freshUser("apothekerin@example.com", {
    validation_status: "ACCEPTED",
    validation_expires_at: new Date(Date.now() + 10 * 24 * 3600_000),
  });
  await api.renewWithProof(email, file, "PHARMACIST");
  const proof = (await api.pendingProofs("RENEWAL")).find((p) => p.user.email === email);
  if (!proof) throw new Error(`no pending proof of ${email}`);
  return { email, id: proof.id };
}

describe("who gets the staff pages", () => {
  it("404 for users, for staff simulating a user and for roles without support work; signed out: the login", async () => {
    const { id } = await renewal();
    const pages = ["/staff/nachweise", `/staff/nachweise/${id}`, `/staff/nachweise/${id}/dokument`];

    const doctor = await signIn("arzt@example.com");
    const designer = await staffMember("mediengestaltung");
    const simulatingNow = await simulatingStaffMember("super_admin");

    await expectHiddenFrom(pages, [doctor, designer, simulatingNow]);
    for (const cookie of [doctor, designer, simulatingNow]) {
      const decision = await post(`/staff/nachweise/${id}`, { intent: "accept" }, cookie);
      expect(decision.status).toBe(404);
    }
    // The refused decisions decided nothing.
    expect((await api.pendingProofs("RENEWAL")).map((p) => p.id)).toContain(id);
    // The menu's count only for those who review proofs.
    expect(await (await get("/home", doctor)).text()).not.toContain("Nachweise prüfen");
    expect(await (await get("/home", designer)).text()).not.toContain("Nachweise prüfen");
  });
});

describe("the proof queue", () => {
  it("lists the waiting proof with its kind and serves its document privately to staff", async () => {
    const { email, id } = await renewal();
    const support = await staffMember();
    const home = await (await get("/home", support)).text();
    expect(home).toContain('href="/staff/nachweise"');

    const queue = await get("/staff/nachweise?art=erneuerung", support);
    expect(queue.status).toBe(200);
    const html = await queue.text();
    expect(html).toContain(email);
    expect(html).toContain(`href="/staff/nachweise/${id}?art=erneuerung"`);
    // Another kind's filter does not list it.
    expect(await (await get("/staff/nachweise?art=assistenzarzt", support)).text()).not.toContain(email);

    const page = await (await get(`/staff/nachweise/${id}`, support)).text();
    expect(page).toContain(`src="/staff/nachweise/${id}/dokument"`);
    expect(page).toContain("approbation.pdf");

    const document = await get(`/staff/nachweise/${id}/dokument`, support);
    expect(document.status).toBe(200);
    expect(document.headers.get("content-type")).toBe("application/pdf");
    expect(document.headers.get("cache-control")).toBe("private, no-store");
    expect(document.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(document.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
    expect(Buffer.from(await document.arrayBuffer()).equals(Buffer.from(SAMPLE_PDF))).toBe(true);
    // Every other answer still refuses to be framed.
    expect((await get(`/staff/nachweise/${id}`, support)).headers.get("x-frame-options")).toBe("DENY");
    // The log names the route, never the person or the file.
    expect(app.lines.join("\n")).not.toContain(email);
    expect(app.lines.join("\n")).not.toContain("approbation.pdf");
  });

  it("a rejection needs a reason, mails it and opens the next proof; an acceptance too", async () => {
    const first = await renewal();
    const second = await renewal();
    const support = await staffMember();
    const path = `/staff/nachweise/${first.id}?art=erneuerung`;

    const missing = await post(path, { intent: "reject", note: "" }, support);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Bitte wähle einen Grund.");
    const otherWithoutNote = await post(path, { intent: "reject", reason: "OTHER" }, support);
    expect(otherWithoutNote.status).toBe(400);
    expect(await otherWithoutNote.text()).toContain("Bitte beschreibe den Grund.");

    const rejected = await post(
      path,
      { intent: "reject", reason: "UNREADABLE", note: "Bitte fotografiere das Dokument bei Tageslicht." },
      support,
    );
    expect(rejected.status).toBe(302);
    const [next] = await api.pendingProofs("RENEWAL");
    expect(rejected.headers.get("location")).toBe(`/staff/nachweise/${next!.id}?art=erneuerung`);
    const [mail] = await api.outbox(first.email);
    expect(mail).toMatchObject({ kind: "validation_rejected" });
    expect(mail?.body).toContain("Das Dokument ist nicht lesbar.");
    expect(mail?.body).toContain("Bitte fotografiere das Dokument bei Tageslicht.");

    // Deciding the same proof again (another tab): said so, and on to the next one.
    const again = await post(path, { intent: "accept" }, support);
    expect(again.status).toBe(302);
    const shown = await (await get(again.headers.get("location") ?? "/", cookieOf(again) || support)).text();
    expect(shown).toContain("Über diesen Nachweis wurde inzwischen schon entschieden.");

    const accepted = await post(`/staff/nachweise/${second.id}`, { intent: "accept" }, support);
    expect(accepted.status).toBe(302);
    expect((await api.outbox(second.email))[0]).toMatchObject({ kind: "validation_accepted" });
    expect((await api.pendingProofs()).map((p) => p.id)).not.toContain(second.id);
  });
});

describe("the audit trail", () => {
  it("lists staff actions with who, what, on whom and when, for the oversight roles only", async () => {
    const { email, id } = await renewal();
    const support = await staffMember();
    expect((await post(`/staff/nachweise/${id}`, { intent: "accept" }, support)).status).toBe(302);

    for (const cookie of [support, await signIn("arzt@example.com")]) {
      expect((await get("/staff/protokoll", cookie)).status).toBe(404);
    }
    const lead = await staffMember("teamleitung");
    expect(await (await get("/home", lead)).text()).toContain('href="/staff/protokoll"');
    const page = await get("/staff/protokoll?aktion=proof_accepted", lead);
    expect(page.status).toBe(200);
    const html = await page.text();
    const row = html.slice(html.indexOf("<tbody>"), html.indexOf("</tr>", html.indexOf("<tbody>")));
    expect(row).toContain("Nachweis bestätigt");
    expect(row).toContain("Kundenservice");
    expect(row).toContain(email);
    expect(row).toContain(`#${id}`);
  });

  it("says in its own words what an entry was about: the livestream's title, the moderation, the reason", async () => {
    const { id } = await renewal();
    const support = await staffMember();
    const supportToken = await api.login(
      (await api.createUser({ like: "team@example.com", role: "customer_service" })).email,
    );
    await api.gql(
      "mutation($id: ID!) { staffRejectProof(id: $id, reason: OUTDATED) { id } }",
      { id },
      supportToken,
    );
    const now = Date.now();
    const stream = await api.createLivestream({
      title: "Kardiologie im Protokoll",
      starts_at: new Date(now - 5 * 60_000),
      ends_at: new Date(now + 60 * 60_000),
    });
    const { askQuestion } = await api.gql<{ askQuestion: { id: string } }>(
      "mutation($i: AskQuestionInput!) { askQuestion(input: $i) { id } }",
      { i: { livestream_id: stream.id, text: "Wie dosieren?" } },
      await api.login("arzt@example.com"),
    );
    await api.gql(
      "mutation($l: ID!, $t: ID!) { moderateLiveSession(livestream_id: $l, action: HIDE, target_id: $t) { version } }",
      { l: stream.id, t: askQuestion.id },
      supportToken,
    );
    const fresh = `nie-begonnen-${Date.now()}@example.org`;
    expect((await post("/staff/nutzer", { intent: "registration-code", email: fresh }, support)).status).toBe(
      302,
    );

    const lead = await staffMember("teamleitung");
    const firstRow = async (action: string) => {
      const html = await (await get(`/staff/protokoll?aktion=${action}`, lead)).text();
      const start = html.indexOf("<tbody>");
      return html.slice(start, html.indexOf("</tr>", start));
    };
    const moderated = await firstRow("live_moderated");
    expect(moderated).toContain("Kardiologie im Protokoll");
    expect(moderated).toContain("Frage ausgeblendet");
    expect(moderated).not.toContain("HIDE");
    expect(moderated).not.toContain(stream.slug);
    const rejected = await firstRow("proof_rejected");
    expect(rejected).toContain("Dokument nicht mehr gültig");
    expect(rejected).not.toContain("OUTDATED");
    const sent = await firstRow("registration_code_sent");
    expect(sent).toContain("Registrierungscode gesendet");
    expect(sent).toContain(fresh);
    expect(sent).not.toContain("REGISTRATION");
  });

  it("records the proof queue seen, by its filter, and says the filter in German", async () => {
    await renewal();
    const support = await staffMember();
    expect((await get("/staff/nachweise", support)).status).toBe(200);
    const lead = await staffMember("teamleitung");
    const html = await (await get("/staff/protokoll?aktion=proof_queue_viewed", lead)).text();
    const start = html.indexOf("<tbody>");
    const row = html.slice(start, html.indexOf("</tr>", start));
    expect(row).toContain("Nachweis-Warteschlange angesehen");
    expect(row).toContain("Filter: Alle Arten");
    expect(row).not.toContain("ALL 0h");
  });
});

describe("users for support", () => {
  it("404 for users and roles without support work, actions included", async () => {
    const target = (await api.user("arzt@example.com"))!.id;
    for (const cookie of [await signIn("arzt@example.com"), await staffMember("finance")]) {
      for (const path of ["/staff/nutzer", "/staff/nutzer?suche=arzt", `/staff/nutzer/${target}`]) {
        expect((await get(path, cookie)).status, path).toBe(404);
      }
      // Whatever is posted: the 404 comes first.
      for (const [path, form] of [
        [`/staff/nutzer/${target}`, { intent: "resend-email-code" }],
        [`/staff/nutzer/${target}`, { intent: "simulate" }],
        [`/staff/nutzer/${target}`, { intent: "nonsense" }],
        ["/staff/nutzer", { intent: "registration-code", email: "jemand@example.org" }],
      ] as const) {
        expect((await post(path, form, cookie)).status, path).toBe(404);
      }
    }
  });

  it("finds an account, shows its history (recorded in the audit trail) and sends codes again", async () => {
    const { email, id } = await renewal();
    const support = await staffMember();
    expect(await (await get("/home", support)).text()).toContain('href="/staff/nutzer"');
    const found = await (await get(`/staff/nutzer?suche=${encodeURIComponent(email)}`, support)).text();
    const userId = (await api.user(email))!.id;
    expect(found).toContain(`href="/staff/nutzer/${userId}"`);

    const page = await get(`/staff/nutzer/${userId}`, support);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain(`href="/staff/nachweise/${id}"`);
    // A validity ends on a day: "gültig bis 27. Nov. 2028", no time of day.
    expect(html).toMatch(/gültig bis \d{1,2}\. [A-Za-zä]+\.? \d{4}(?!,)/);
    const staffToken = await api.login("team@example.com");
    const { staffAuditTrail } = await api.gql<{ staffAuditTrail: Array<{ action: string }> }>(
      "query($t: ID) { staffAuditTrail(target_user_id: $t, first: 1) { action } }",
      { t: userId },
      staffToken,
    );
    expect(staffAuditTrail).toEqual([{ action: "USER_VIEWED" }]);

    // An email change waits for its code: support sends it again.
    const newAddress = `neu.${Date.now()}@example.org`;
    await api.gql(
      "mutation($e: String!, $p: String!) { requestEmailChange(email: $e, password: $p) }",
      { e: newAddress, p: DEMO_PASSWORD },
      await api.login(email),
    );
    expect(await (await get(`/staff/nutzer/${userId}`, support)).text()).toContain(newAddress);
    const resent = await post(`/staff/nutzer/${userId}`, { intent: "resend-email-code" }, support);
    expect(resent.status).toBe(302);
    expect(resent.headers.get("location")).toBe(`/staff/nutzer/${userId}`);
    const codes = (await api.outbox(newAddress)).filter((mail) => mail.kind === "email_change_code");
    expect(codes).toHaveLength(2);

    // An address without an account: a registration code.
    const stranger = `noch.kein.konto.${Date.now()}@example.org`;
    const search = await (await get(`/staff/nutzer?suche=${encodeURIComponent(stranger)}`, support)).text();
    expect(search).toContain("Registrierungscode senden");
    const sent = await post("/staff/nutzer", { intent: "registration-code", email: stranger }, support);
    expect(sent.status).toBe(302);
    expect((await api.outbox(stranger))[0]).toMatchObject({ kind: "registration_code" });

    // The API sends an address at most 3 codes from staff an hour: then the page's 429, in German.
    for (let i = 0; i < 2; i += 1) {
      const again = await post("/staff/nutzer", { intent: "registration-code", email: stranger }, support);
      expect(again.status).toBe(302);
    }
    const limited = await post("/staff/nutzer", { intent: "registration-code", email: stranger }, support);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await limited.text()).toContain("Zu viele Versuche.");
    expect(await api.outbox(stranger)).toHaveLength(3);
  });
});

describe("live sessions and feedback", () => {
  it("any staff role sees the live sessions with their consoles and the feedback per item; everyone else a 404", async () => {
    const stream = await api.createLivestream({
      title: "Staff-Übersicht live",
      starts_at: new Date(Date.now() - 5 * 60_000),
      ends_at: new Date(Date.now() + 60 * 60_000),
    });
    const doctorEmail = await freshUser();
    await api.gql(
      "mutation($i: FeedbackInput!) { submitFeedback(input: $i) { id } }",
      { i: { content_id: stream.id, rating: 4, text: "Gute Fallbeispiele" } },
      await api.login(doctorEmail),
    );
    const doctor = await signIn(doctorEmail);
    for (const path of ["/staff/live", "/staff/feedback", `/staff/feedback/content-${stream.id}`]) {
      expect((await get(path, doctor)).status, path).toBe(404);
    }

    const designer = await staffMember("mediengestaltung");
    const live = await (await get("/staff/live", designer)).text();
    expect(live).toContain("Staff-Übersicht live");
    expect(live).toContain(`href="/live/${stream.slug}/moderation"`);
    const overview = await (await get("/staff/feedback", designer)).text();
    expect(overview).toContain(`href="/staff/feedback/content-${stream.id}"`);
    const item = await get(`/staff/feedback/content-${stream.id}`, designer);
    expect(item.status).toBe(200);
    const html = await item.text();
    expect(html).toContain("Gute Fallbeispiele");
    expect(html).toContain("4 von 5 Sternen");
    expect(html).not.toContain(doctorEmail);
    expect((await get("/staff/feedback/content-999999", designer)).status).toBe(404);
  });
});

describe("simulating exactly this user (decision 037)", () => {
  it("shows the site as the person with a banner naming them, refuses every change in German, and ends", async () => {
    const email = await freshUser("arzt@example.com");
    const person = (await api.user(email))!;
    const personToken = await api.login(email);
    const { me: name } = await api.gql<{ me: { first_name: string; last_name: string } }>(
      "{ me { first_name last_name } }",
      {},
      personToken,
    );
    const support = await staffMember();
    const page = await (await get(`/staff/nutzer/${person.id}`, support)).text();
    expect(page).toContain("Plattform als diese Person ansehen");

    const started = await post(`/staff/nutzer/${person.id}`, { intent: "simulate" }, support);
    expect(started.status).toBe(302);
    expect(started.headers.get("location")).toBe("/home");
    const simulating = cookieOf(started);
    const home = await (await get("/home", simulating)).text();
    expect(home).toMatch(
      new RegExp(
        `Du siehst die Plattform als (Dr\\. )?${name.first_name} ${name.last_name} und kannst nichts ändern`,
      ),
    );
    expect(home).toContain("Du siehst die Plattform jetzt als diese Person.");
    // The staff pages are gone while simulating, and so is the staff menu.
    expect(home).not.toContain('href="/staff/nutzer"');
    expect((await get(`/staff/nutzer/${person.id}`, simulating)).status).toBe(404);

    // A change in the person's name, without JavaScript: back to the page with the German message.
    const follow = await post(
      "/follow",
      { intent: "follow", type: "Field", id: "15", name: "Allergologie", redirectTo: "/fachgebiete" },
      simulating,
    );
    expect(follow.status).toBe(303);
    const after = await (await get(follow.headers.get("location")!, simulating)).text();
    expect(after).toContain("Während einer Simulation kannst du nichts ändern.");
    const { me } = await api.gql<{ me: { subscribedFields: Array<{ id: string }> } }>(
      "{ me { subscribedFields { id } } }",
      {},
      personToken,
    );
    expect(me.subscribedFields.map((field) => field.id)).not.toContain("15");

    // An action without a place for messages: the 403 page says why.
    const feed = await post("/profile/notifications?calendar", { intent: "create" }, simulating);
    expect(feed.status).toBe(403);
    expect(await feed.text()).toContain("Während einer Simulation kannst du nichts ändern.");
    // The person's whole record (their mails with codes) is not for a simulation.
    const exported = await get("/profile/data-export", simulating);
    expect(exported.status).toBe(403);
    expect(await exported.text()).toContain("Während einer Simulation kannst du nichts ändern.");

    const stopped = await post("/simulate", { enabled: "false", redirectTo: "/home" }, simulating);
    const back = await (await get("/home", cookieOf(stopped) || simulating)).text();
    expect(back).not.toContain("Du siehst die Plattform als");
    expect(back).toContain('href="/staff/nutzer"');
  });
});
