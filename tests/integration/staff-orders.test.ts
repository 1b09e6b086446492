import { describe, expect, it } from "vitest";
import { appAroundTests } from "./app-process";
import { staffSessions } from "./staff-sessions";
import { api } from "./helpers";

// The staff order pages (decision 035) over HTTP: a 404 for everyone without ORDERS on every page
// and action, the search and the order page, the refund's confirmation without JavaScript (a form
// post, then the page again), and the limit on staff actions.

const CONGRESS = "herbstkongress-kardiologie";

const app = appAroundTests();

const { signIn, get, post, staffMember, simulatingStaffMember, expectHiddenFrom } = staffSessions(() => app);

/** A fresh doctor with a paid congress ticket. */
async function paidOrder() {
  const { email } = await api.createUser({ like: "arzt@example.com" });
  const token = await api.login(email);
  return { email, token, ...(await api.buyTicket(token, CONGRESS)) };
}

const booked = async (token: string) =>
  (
    await api.gql<{ event: { booked: boolean } }>(
      "query($s: String!) { event(slug: $s) { booked } }",
      { s: CONGRESS },
      token,
    )
  ).event.booked;

describe("who gets the order pages", () => {
  it("404 for users, staff simulating a user and roles without ORDERS, pages and actions; signed out: the login", async () => {
    const order = await paidOrder();
    const pages = [
      "/staff/bestellungen",
      `/staff/bestellungen?suche=${order.number}`,
      `/staff/bestellungen/${order.id}`,
      `/staff/bestellungen/${order.id}?dialog=erstatten`,
    ];
    const doctor = await signIn("arzt@example.com");
    const support = await staffMember("customer_service");
    const designer = await staffMember("mediengestaltung");
    const simulatingNow = await simulatingStaffMember("finance");

    await expectHiddenFrom(pages, [doctor, support, designer, simulatingNow]);
    for (const cookie of [doctor, support, designer, simulatingNow]) {
      const refund = await post(`/staff/bestellungen/${order.id}`, { intent: "refund" }, cookie);
      expect(refund.status).toBe(404);
    }
    // The refused posts refunded nothing.
    expect(await booked(order.token)).toBe(true);
  });
});

describe("orders for finance", () => {
  it("finds an order, confirms the refund with what the buyer loses, refunds once and shows the access gone", async () => {
    const order = await paidOrder();
    const finance = await staffMember("finance");

    const menu = await (await get("/home", finance)).text();
    expect(menu).toContain('href="/staff/bestellungen"');
    const found = await get(`/staff/bestellungen?suche=${encodeURIComponent(order.email)}`, finance);
    expect(found.status).toBe(200);
    const list = await found.text();
    expect(list).toContain(`href="/staff/bestellungen/${order.id}"`);
    expect(list).toContain(`Bestellung ${order.number}`);
    expect(await (await get("/staff/bestellungen?suche=x", finance)).text()).toContain(
      "Bitte gib mindestens 2 Zeichen ein.",
    );

    const page = await (await get(`/staff/bestellungen/${order.id}`, finance)).text();
    expect(page).toContain("Zahlungsverlauf");
    expect(page).toContain("Zahlung: bezahlt");
    expect(page).toContain("Kreditkarte");
    expect(page).toContain("Geht mit einer Erstattung verloren.");
    expect(page).toContain(`href="/staff/bestellungen/${order.id}?dialog=erstatten"`);

    // The confirmation without JavaScript: the dialog in the page, a form posting the refund.
    const confirm = await (await get(`/staff/bestellungen/${order.id}?dialog=erstatten`, finance)).text();
    expect(confirm).toContain(`Bestellung ${order.number} erstatten?`);
    expect(confirm).toContain('name="intent" value="refund"');

    const refunded = await post(`/staff/bestellungen/${order.id}`, { intent: "refund" }, finance);
    expect(refunded.status).toBe(302);
    expect(refunded.headers.get("location")).toBe(`/staff/bestellungen/${order.id}`);
    expect(await booked(order.token)).toBe(false);
    const after = await (await get(`/staff/bestellungen/${order.id}`, finance)).text();
    expect(after).toContain(`Die Bestellung ${order.number} ist erstattet.`);
    expect(after).toContain("Kein Zugang mehr.");
    expect(after).not.toContain("?dialog=erstatten");

    // A second refund (another tab) refunds nothing and says so.
    const again = await post(`/staff/bestellungen/${order.id}`, { intent: "refund" }, finance);
    expect(again.status).toBe(302);
    expect(await (await get(`/staff/bestellungen/${order.id}`, finance)).text()).toContain(
      "Diese Bestellung ist nicht (mehr) bezahlt",
    );
    const mails = (await api.outbox(order.email)).filter((mail) => mail.subject.startsWith("Erstattung"));
    expect(mails).toHaveLength(1);
  });

  it("the buyer's support page and the order page link each other, for those who may open them", async () => {
    const order = await paidOrder();
    const boss = await staffMember("teamleitung");
    const { id } = (await api.user(order.email))!;
    const userPage = await (await get(`/staff/nutzer/${id}`, boss)).text();
    expect(userPage).toContain(`href="/staff/bestellungen/${order.id}"`);
    const orderPage = await (await get(`/staff/bestellungen/${order.id}`, boss)).text();
    expect(orderPage).toContain(`href="/staff/nutzer/${id}"`);
    // Support sees the orders on the user page, without a link to a page they may not open.
    const support = await staffMember("customer_service");
    const supportView = await (await get(`/staff/nutzer/${id}`, support)).text();
    expect(supportView).toContain(order.number);
    expect(supportView).not.toContain(`href="/staff/bestellungen/${order.id}"`);
  });
});

describe("staff actions are limited", () => {
  it("past 30 posts a minute a staff account gets the 429 page with Retry-After, in German", async () => {
    const finance = await staffMember("finance");
    for (let i = 0; i < 30; i += 1) {
      const bad = await post("/staff/bestellungen/999999", { intent: "nothing" }, finance);
      expect(bad.status).toBe(400);
    }
    const limited = await post("/staff/bestellungen/999999", { intent: "nothing" }, finance);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Zu viele Anfragen");
    // Another staff member is not held up.
    const other = await staffMember("finance");
    expect((await post("/staff/bestellungen/999999", { intent: "nothing" }, other)).status).toBe(400);
  });

  it("past 60 staff pages a minute a session gets the 429 page: a script cannot copy people's data", async () => {
    const support = await staffMember("customer_service");
    for (let i = 0; i < 60; i += 1) {
      expect((await get(`/staff/nutzer?suche=arzt${i}`, support)).status).toBe(200);
    }
    const limited = await get("/staff/nutzer?suche=arzt", support);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Zu viele Anfragen");
  });
});
