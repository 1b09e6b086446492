import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_SLUGS } from "../seed/content/checkout.ts";
import { startTestApi, UNAUTHENTICATED, uploadAssistantProof, type TestApi } from "./helpers.ts";

// Orders for staff (decision 035): who may search, open and refund them, the payment history, what
// a refund takes from the buyer, and a refund that happens once however often it is asked for.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const SITE = "http://localhost:3000";
const ORDER = `id number status product total tax_rate invoice_number paid_at refunded_at
  buyer { id email } billing { first_name last_name }
  history { kind payment_id payment_status method by refund_reason }
  access { kind title path kept } proof_id`;
const SEARCH = `query($q: String!, $before: ID, $first: Int) {
  staffOrderSearch(query: $q, before_id: $before, first: $first) { id number } }`;
const ONE = `query($id: ID!) { staffOrder(id: $id) { ${ORDER} } }`;
const REFUND = `mutation($id: ID!) { staffRefundOrder(id: $id) { ${ORDER} } }`;
const TRAIL = `query($action: StaffAction) { staffAuditTrail(action: $action, first: 100) { action detail
  staff { id } target { id } } }`;

type Order = {
  id: string;
  number: string;
  status: string;
  product: string;
  buyer: { id: string; email: string } | null;
  history: Array<{ kind: string; payment_status: string | null; method: string | null; by: string | null }>;
  access: Array<{ kind: string; title: string; path: string; kept: boolean }>;
};

const validation = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  result.errors?.[0]?.extensions?.validation;

async function staffOf(role: string): Promise<string> {
  return t.login((await t.surface.createUser({ like: "team@example.com", role })).email);
}

/** A fresh doctor who paid a ticket of the congress through the provider; answers the order. */
async function paidTicket(lastName = "Käufer") {
  const { email } = await t.surface.createUser({ like: "arzt@example.com" });
  const token = await t.login(email);
  const event = await t.gql<{ event: { title: string; prices: Array<{ id: string; type: string }> } }>(
    "query($s: String!) { event(slug: $s) { title prices { id type } } }",
    { variables: { s: CHECKOUT_SLUGS.congress }, token },
  );
  const price = event.data!.event.prices.find((p) => p.type === "PRIMARY_PROFESSIONS")!;
  const started = await t.gql<{ startCheckout: { id: string; checkout_url: string } }>(
    "mutation($i: StartCheckoutInput!) { startCheckout(input: $i) { id checkout_url } }",
    {
      variables: {
        i: {
          price_id: price.id,
          accept_terms: true,
          redirect_url: `${SITE}/payment-redirect`,
          billing: {
            first_name: "Rita",
            last_name: lastName,
            street: "Hauptstraße 1",
            zip: "10115",
            city: "Berlin",
            country: "DE",
          },
        },
      },
      token,
    },
  );
  const { id, checkout_url } = started.data!.startCheckout;
  const paid = await fetch(checkout_url.replace(/^https?:\/\/[^/]+/, t.origin), {
    method: "POST",
    body: new URLSearchParams({ method: "paypal", outcome: "paid" }),
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  return { id, email, token, title: event.data!.event.title };
}

const booked = async (token: string) =>
  (
    await t.gql<{ event: { booked: boolean } }>("query($s: String!) { event(slug: $s) { booked } }", {
      variables: { s: CHECKOUT_SLUGS.congress },
      token,
    })
  ).data!.event.booked;

describe("who may see and refund orders", () => {
  it("anonymous callers, users, staff simulating a user and roles without ORDERS are refused", async () => {
    const { id } = await paidTicket();
    const refused = { role: ["This action is unauthorized."] };
    const operations: Array<[string, Record<string, unknown>]> = [
      [SEARCH, { q: "B-" }],
      [ONE, { id }],
      [REFUND, { id }],
      ["mutation($id: ID!) { refundOrder(id: $id) { status } }", { id }],
    ];
    const doctor = await t.login("arzt@example.com");
    const support = await staffOf("customer_service");
    const designer = await staffOf("mediengestaltung");
    const simulating = await staffOf("finance");
    await t.gql("mutation { updateMe(input: {is_simulating_user: true}) { id } }", { token: simulating });
    for (const [query, variables] of operations) {
      expect((await t.gql(query, { variables })).errors?.[0]).toMatchObject(UNAUTHENTICATED);
      for (const token of [doctor, support, designer, simulating]) {
        expect(validation(await t.gql(query, { token, variables })), query).toEqual(refused);
      }
    }
    // Nothing was refunded by the refused calls; finance sees the order.
    const finance = await staffOf("finance");
    const order = await t.gql<{ staffOrder: Order }>(ONE, { token: finance, variables: { id } });
    expect(order.data?.staffOrder.status).toBe("PAID");
    const me = await t.gql<{ me: { staff_permissions: string[] } }>("{ me { staff_permissions } }", {
      token: finance,
    });
    expect(me.data?.me.staff_permissions).toEqual(["ORDERS"]);
  });
});

describe("orders for finance", () => {
  it("finds orders by number, address or name, newest first, paged back, and records the search's kind", async () => {
    const finance = await staffOf("finance");
    const first = await paidTicket("Suchfeld");
    const second = await paidTicket("Suchfeld");
    const search = async (q: string, extra: Record<string, unknown> = {}) => {
      const result = await t.gql<{ staffOrderSearch: Array<{ id: string; number: string }> }>(SEARCH, {
        token: finance,
        variables: { q, ...extra },
      });
      expect(result.errors).toBeUndefined();
      return result.data!.staffOrderSearch.map((order) => order.id);
    };
    expect(await search("rita suchfeld")).toEqual([second.id, first.id]);
    expect(await search(first.email.toUpperCase())).toEqual([first.id]);
    expect(await search("Suchfeld", { first: 1 })).toEqual([second.id]);
    expect(await search("Suchfeld", { first: 1, before: second.id })).toEqual([first.id]);
    const one = await t.gql<{ staffOrder: Order }>(ONE, { token: finance, variables: { id: first.id } });
    expect(await search(one.data!.staffOrder.number.toLowerCase())).toEqual([first.id]);
    expect(validation(await t.gql(SEARCH, { token: finance, variables: { q: " a " } }))).toEqual({
      query: ["The query field must be at least 2 characters."],
    });

    // The trail says what was searched by, never the address or the name.
    const boss = await t.login("team@example.com");
    const trail = await t.gql<{ staffAuditTrail: Array<{ detail: string }> }>(TRAIL, {
      token: boss,
      variables: { action: "ORDER_SEARCHED" },
    });
    const details = trail.data!.staffAuditTrail.slice(0, 5).map((entry) => entry.detail);
    expect(details).toEqual(["NUMBER", "NAME", "NAME", "EMAIL", "NAME"]);
    expect(JSON.stringify(trail.data)).not.toContain("suchfeld");
  });

  it("shows the buyer, the payments and what a refund takes; the refund ends the access, once", async () => {
    const finance = await staffOf("finance");
    const buyer = await paidTicket();
    expect(await booked(buyer.token)).toBe(true);
    const opened = await t.gql<{ staffOrder: Order }>(ONE, { token: finance, variables: { id: buyer.id } });
    expect(opened.data?.staffOrder).toMatchObject({
      status: "PAID",
      product: buyer.title,
      buyer: { email: buyer.email },
      access: [{ kind: "EVENT", title: buyer.title, kept: false }],
    });
    expect(opened.data!.staffOrder.history.map((event) => [event.kind, event.payment_status])).toEqual([
      ["CREATED", null],
      ["PAYMENT_STARTED", null],
      ["PAYMENT", "paid"],
      ["PAID", null],
    ]);
    expect(opened.data!.staffOrder.history[2]!.method).toBe("paypal");

    const refunded = await t.gql<{ staffRefundOrder: Order }>(REFUND, {
      token: finance,
      variables: { id: buyer.id },
    });
    expect(refunded.errors).toBeUndefined();
    expect(refunded.data!.staffRefundOrder.status).toBe("REFUNDED");
    expect(refunded.data!.staffRefundOrder.history.at(-1)).toMatchObject({ kind: "REFUNDED" });
    expect(refunded.data!.staffRefundOrder.history.at(-1)!.by).toMatch(/\S/);
    expect(refunded.data!.staffRefundOrder.access).toEqual([
      expect.objectContaining({ kind: "EVENT", kept: false }),
    ]);
    expect(await booked(buyer.token)).toBe(false);
    expect((await t.outbox(buyer.email))[0]).toMatchObject({ kind: "order_refunded" });

    // Refunded already: refused, nothing mailed again.
    expect(validation(await t.gql(REFUND, { token: finance, variables: { id: buyer.id } }))).toEqual({
      id: ["The selected id is invalid."],
    });
    expect((await t.outbox(buyer.email)).filter((mail) => mail.kind === "order_refunded")).toHaveLength(1);
    expect((await t.gql(ONE, { token: finance, variables: { id: "999999" } })).data).toEqual({
      staffOrder: null,
    });

    // Opening and refunding are in the trail, on the buyer.
    const boss = await t.login("team@example.com");
    const trail = await t.gql<{
      staffAuditTrail: Array<{ action: string; detail: string; target: { id: string } }>;
    }>(TRAIL, { token: boss });
    const number = opened.data!.staffOrder.number;
    const onOrder = trail.data!.staffAuditTrail.filter((entry) => entry.detail === number);
    expect(onOrder.map((entry) => entry.action)).toEqual(["ORDER_REFUNDED", "ORDER_VIEWED"]);
    expect(onOrder.every((entry) => entry.target.id === opened.data!.staffOrder.buyer!.id)).toBe(true);
  });

  it("two refunds at once refund, mail and record once", async () => {
    const finance = await staffOf("finance");
    const boss = await t.login("team@example.com");
    const buyer = await paidTicket();
    const results = await Promise.all([
      t.gql(REFUND, { token: finance, variables: { id: buyer.id } }),
      t.gql("mutation($id: ID!) { refundOrder(id: $id) { status } }", {
        token: boss,
        variables: { id: buyer.id },
      }),
      t.gql(REFUND, { token: boss, variables: { id: buyer.id } }),
    ]);
    expect(results.filter((result) => result.errors === undefined)).toHaveLength(1);
    expect(results.filter((result) => validation(result) !== undefined)).toHaveLength(2);
    expect((await t.outbox(buyer.email)).filter((mail) => mail.kind === "order_refunded")).toHaveLength(1);
    const order = await t.gql<{ staffOrder: Order & { number: string } }>(ONE, {
      token: finance,
      variables: { id: buyer.id },
    });
    const trail = await t.gql<{ staffAuditTrail: Array<{ detail: string }> }>(TRAIL, {
      token: boss,
      variables: { action: "ORDER_REFUNDED" },
    });
    expect(
      trail.data!.staffAuditTrail.filter((entry) => entry.detail === order.data!.staffOrder.number),
    ).toHaveLength(1);
  });

  it("an assistant-doctor price's proof and its order point at each other", async () => {
    const boss = await t.login("team@example.com");
    const assistant = await t.surface.createUser({
      like: "arzt@example.com",
      profession: "ASSISTANT_DOCTOR",
      efn: null,
    });
    const token = await t.login(assistant.email);
    const event = await t.gql<{ event: { prices: Array<{ id: string; type: string }> } }>(
      "query($s: String!) { event(slug: $s) { prices { id type } } }",
      { variables: { s: CHECKOUT_SLUGS.ekg }, token },
    );
    const upload = await uploadAssistantProof(t, token);
    const started = await t.gql<{ startCheckout: { id: string } }>(
      "mutation($i: StartCheckoutInput!) { startCheckout(input: $i) { id } }",
      {
        variables: {
          i: {
            price_id: event.data!.event.prices.find((p) => p.type === "ASSISTANT")!.id,
            assistant_proof: { create: { uuid: upload } },
            accept_terms: true,
            redirect_url: `${SITE}/payment-redirect`,
            billing: {
              first_name: "Ali",
              last_name: "Assistenz",
              street: "Weg 1",
              zip: "10115",
              city: "Berlin",
              country: "DE",
            },
          },
        },
        token,
      },
    );
    const orderId = started.data!.startCheckout.id;
    const queue = await t.gql<{
      staffProofQueue: { items: Array<{ id: string; order_id: string | null; user: { email: string } }> };
    }>("{ staffProofQueue(kind: ASSISTANT_PRICE, first: 100) { items { id order_id user { email } } } }", {
      token: boss,
    });
    const proof = queue.data!.staffProofQueue.items.find((item) => item.user.email === assistant.email)!;
    expect(proof.order_id).toBe(orderId);
    const order = await t.gql<{ staffOrder: Order & { proof_id: string } }>(ONE, {
      token: boss,
      variables: { id: orderId },
    });
    expect(order.data!.staffOrder).toMatchObject({ status: "OPEN", proof_id: proof.id });
    expect(order.data!.staffOrder.access).toEqual([expect.objectContaining({ kind: "EVENT", kept: false })]);
  });
});
