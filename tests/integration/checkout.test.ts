import { afterEach, describe, expect, it } from "vitest";
import * as event from "~/features/checkout/routes/event.$slug";
import * as registration from "~/features/checkout/routes/registration.$slug";
import * as paymentRedirect from "~/features/checkout/routes/payment-redirect";
import * as myContent from "~/features/profile/routes/profile.my-content";
import * as expanda from "~/features/checkout/routes/expanda._index";
import * as bundle from "~/features/checkout/routes/expanda.$slug";
import * as invoice from "~/features/profile/routes/profile.orders.$id.invoice";
import * as eventIcs from "~/features/checkout/routes/event.$slug[.ics]";
import * as root from "~/root";
import type { FlashMessage } from "~/lib/flash";
import { CHECKOUT_SLUGS, DEMO_DISCOUNT_CODES } from "../../server/seed/content/checkout";
import { DEMO_DOCTOR_BILLING } from "../fixtures/people";
import { api, call, CookieJar, freshUser, signedIn } from "./helpers";

// The checkout through the BFF's loaders and actions against the reference API and its
// fake provider: the tickets on the event page, three steps, one code, the payment and the result.

type Result = { result: { error?: Record<string, string[] | null> | null } };
const SLUG = CHECKOUT_SLUGS.ekg;
const PATH = `/registration/${SLUG}`;

afterEach(() => api.setClock());

const flashOf = async (jar: CookieJar) =>
  ((await call(root.loader, { path: "/home", cookie: jar.header() })).data as { flash: FlashMessage | null })
    .flash;
const page = async (jar: CookieJar, step = 1, slug: string = SLUG) =>
  (
    await call(registration.loader, {
      path: `/registration/${slug}?step=${step}`,
      params: { slug },
      cookie: jar.header(),
    })
  ).data as Awaited<ReturnType<typeof registration.loader>>;
const post = async (
  jar: CookieJar,
  step: number,
  form: Record<string, string>,
  multipart = false,
  slug: string = SLUG,
) =>
  jar.store(
    await call(registration.action, {
      path: `/registration/${slug}?step=${step}`,
      params: { slug },
      cookie: jar.header(),
      form,
      ...(multipart ? { proofFile: null } : {}),
    }),
  );
/** The demo user's choice on the provider's page (the browser follows the redirect back). */
async function provider(checkoutUrl: string, outcome: string, extra: Record<string, string> = {}) {
  const response = await fetch(checkoutUrl, {
    method: "POST",
    body: new URLSearchParams({ method: "paypal", outcome, ...extra }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers.get("Location");
}
const result = async (jar: CookieJar) =>
  (await call(paymentRedirect.loader, { path: "/payment-redirect", cookie: jar.header() })).data as Awaited<
    ReturnType<typeof paymentRedirect.loader>
  >;

async function toSummary(jar: CookieJar, slug: string = SLUG) {
  const { prices } = await page(jar, 1, slug);
  const path = `/registration/${slug}`;
  expect((await post(jar, 1, { price_id: prices[0]!.id }, true, slug)).location).toBe(`${path}?step=2`);
  expect((await post(jar, 2, { ...DEMO_DOCTOR_BILLING, intent: "next" }, false, slug)).location).toBe(
    `${path}?step=3`,
  );
}

describe("tickets on the event page", () => {
  it("shows a doctor's bookable price with the early bird and a way to book", async () => {
    const jar = await signedIn(await freshUser());
    const { tickets } = (
      await call(event.loader, { path: `/event/${SLUG}`, params: { slug: SLUG }, cookie: jar.header() })
    ).data as Awaited<ReturnType<typeof event.loader>>;
    expect(tickets).toMatchObject({ salePhase: "ON_SALE", booked: false, soldOut: false });
    expect(tickets?.earlyBirdUntil).not.toBeNull();
    const bookable = tickets?.prices.filter((price) => price.bookable) ?? [];
    expect(bookable.map((price) => price.type)).toEqual(["PRIMARY_PROFESSIONS"]);
    expect(bookable[0]!.currentAmount).toBeLessThan(bookable[0]!.amount);
  });

  it("has the programme: state, agenda by day with rooms and speakers, experts by role, supporters, info", async () => {
    const data = (await call(event.loader, { path: `/event/${SLUG}`, params: { slug: SLUG } }))
      .data as Awaited<ReturnType<typeof event.loader>>;
    expect(data.state).toBe("UPCOMING");
    expect(data.programme.agenda[0]).toMatchObject({ type: "WELCOME", speakers: [expect.any(String)] });
    expect(data.programme.agenda.filter((item) => item.room).length).toBeGreaterThanOrEqual(3);
    expect(data.programme.experts[0]?.role).toBe("CHAIRMAN");
    expect(data.programme.supporters.length).toBe(3);
    expect(data.programme.info.map((section) => section.title)).toContain("CME");
    const ics = await call(eventIcs.loader, { path: `/event/${SLUG}.ics`, params: { slug: SLUG } });
    expect(ics.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(String(ics.data)).toContain("SUMMARY:Expanda-Seminar: EKG-Intensivkurs");
  });
});

describe("/expanda", () => {
  it("lists the seminars on sale with their lowest price and the bundles, after the landing page's hero", async () => {
    const { data } = await call(expanda.loader, { path: "/expanda" });
    const page = data as Awaited<ReturnType<typeof expanda.loader>>;
    expect(page.sections[0]?.type).toBe("HERO");
    const ekg = page.seminars.find((seminar) => seminar.slug === SLUG);
    expect(ekg?.from).toBe(Math.min(...ekg!.tickets.prices.map((price) => price.currentAmount)));
    expect(page.seminars.map((seminar) => seminar.slug)).not.toContain(CHECKOUT_SLUGS.wound);
    expect(page.bundles[0]).toMatchObject({
      slug: CHECKOUT_SLUGS.bundle,
      events: [expect.any(String), expect.any(String)],
    });
  });

  it("a bundle page has its events and one price for every group; an unknown bundle is a 404", async () => {
    const jar = await signedIn(await freshUser("studentin@example.com"));
    const found = await call(bundle.loader, {
      path: `/expanda/${CHECKOUT_SLUGS.bundle}`,
      params: { slug: CHECKOUT_SLUGS.bundle },
      cookie: jar.header(),
    });
    const data = found.data as Awaited<ReturnType<typeof bundle.loader>>;
    expect(data.bundle.events.map((event) => event.slug)).toEqual([CHECKOUT_SLUGS.ekg, CHECKOUT_SLUGS.sono]);
    expect(data.tickets.prices).toEqual([expect.objectContaining({ type: "FULL", bookable: true })]);
    expect(
      (await call(bundle.loader, { path: "/expanda/gibt-es-nicht", params: { slug: "gibt-es-nicht" } }))
        .status,
    ).toBe(404);
  });
});

describe("a paid content item", () => {
  it("is sold through the same checkout: one access price, the item's title", async () => {
    const jar = await signedIn(await freshUser("studentin@example.com"));
    const [video] = await api.contents("VOD", { access: "PAID", first: 1 });
    const data = (
      await call(registration.loader, {
        path: `/registration/${video!.slug}`,
        params: { slug: video!.slug },
        cookie: jar.header(),
      })
    ).data as Awaited<ReturnType<typeof registration.loader>>;
    expect(data.product).toMatchObject({ slug: video!.slug, open: true });
    expect(data.prices).toEqual([expect.objectContaining({ type: "CONTENT", amount: 1900 })]);
  });
});

describe("the checkout", () => {
  it("keeps to its steps: no summary before a price and an address", async () => {
    const jar = await signedIn(await freshUser());
    const early = await call(registration.loader, {
      path: `${PATH}?step=3`,
      params: { slug: SLUG },
      cookie: jar.header(),
    });
    expect(early.location).toBe(`${PATH}?step=1`);
    const refused = await post(jar, 1, { price_id: "99999" }, true);
    expect(refused.status).toBe(400);
    expect((refused.data as Result).result.error?.price_id).toEqual(["Ungültige Auswahl"]);
    await toSummary(jar);
    expect((await page(jar, 3)).step).toBe(3);
  });

  it("going back from the address keeps what was typed there, even unfinished; the summary keeps the address last checked", async () => {
    const jar = await signedIn(await freshUser());
    await toSummary(jar);
    expect((await post(jar, 3, { intent: "back" })).location).toBe(`${PATH}?step=2`);
    const typed = { ...DEMO_DOCTOR_BILLING, street: "Hauptstraße 2", zip: "" };
    expect((await post(jar, 2, { ...typed, intent: "back" })).location).toBe(`${PATH}?step=1`);
    expect((await page(jar, 2)).address).toMatchObject({ street: "Hauptstraße 2", zip: "" });
    expect((await page(jar, 3)).address).toMatchObject({ street: "Hauptstraße 1", zip: "10115" });
  });

  it("checks the postcode by the country's form on the server too, in a sentence that fits every country's name", async () => {
    const jar = await signedIn(await freshUser());
    const { prices } = await page(jar, 1);
    await post(jar, 1, { price_id: prices[0]!.id }, true);
    const vienna = { ...DEMO_DOCTOR_BILLING, zip: "1010", city: "Wien", intent: "next" };
    const refused = await post(jar, 2, vienna);
    expect(refused.status).toBe(400);
    expect((refused.data as Result).result.error?.zip).toEqual([
      "Für das Land Deutschland hat die Postleitzahl 5 Ziffern (z. B. 10115).",
    ]);
    // A country whose name takes an article ("die Schweiz") reads grammatically too.
    const zurich = await post(jar, 2, { ...vienna, country: "CH", zip: "CH-8001" });
    expect((zurich.data as Result).result.error?.zip).toEqual([
      "Für das Land Schweiz hat die Postleitzahl 4 Ziffern (z. B. 8001).",
    ]);
    const warsaw = await post(jar, 2, { ...vienna, country: "PL", zip: "00950" });
    expect((warsaw.data as Result).result.error?.zip).toEqual([
      "Für das Land Polen sieht die Postleitzahl so aus: 00-950.",
    ]);
    expect((await post(jar, 2, { ...vienna, country: "AT" })).location).toBe(`${PATH}?step=3`);
  });

  it("takes one discount code, refuses a second and a bad one, then pays through the provider", async () => {
    const email = await freshUser();
    const jar = await signedIn(email);
    await toSummary(jar);
    const before = (await page(jar, 3)).quote!;

    expect((await post(jar, 3, { intent: "apply_code", discount_code: "ekg25" })).status).toBe(303);
    expect(await flashOf(jar)).toEqual({
      kind: "success",
      messages: [{ key: "checkout:checkout.code_applied" }],
    });
    const withCode = await page(jar, 3);
    expect(withCode.discountCode).toBe(DEMO_DISCOUNT_CODES.ekg);
    expect(withCode.quote!.total).toBe(before.total - 2500);

    const second = await post(jar, 3, { intent: "apply_code", discount_code: DEMO_DISCOUNT_CODES.welcome });
    expect((second.data as Result).result.error?.discount_code?.[0]).toMatch(/nur ein Rabattcode/);
    await post(jar, 3, { intent: "remove_code" });
    const expired = await post(jar, 3, { intent: "apply_code", discount_code: DEMO_DISCOUNT_CODES.expired });
    expect((expired.data as Result).result.error?.discount_code).toEqual(["Der Rabattcode ist abgelaufen."]);
    await post(jar, 3, { intent: "apply_code", discount_code: DEMO_DISCOUNT_CODES.ekg });

    const noTerms = await post(jar, 3, { intent: "pay" });
    expect((noTerms.data as Result).result.error?.terms).toEqual([
      "Bitte akzeptiere die Teilnahmebedingungen und bestätige, dass du die Widerrufsbelehrung gelesen hast.",
    ]);
    const paying = await post(jar, 3, { intent: "pay", terms: "on" });
    expect(paying.status).toBe(303);
    expect(paying.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/tr_[0-9a-f]{16}$/);
    expect(await provider(paying.location!, "paid")).toBe("http://localhost:3000/payment-redirect");

    expect(await result(jar)).toMatchObject({ state: "paid", product: { slug: SLUG, isEvent: true } });
    const { orders } = (await call(myContent.loader, { path: "/profile/my-content", cookie: jar.header() }))
      .data as Awaited<ReturnType<typeof myContent.loader>>;
    expect(orders[0]).toMatchObject({ status: "PAID", total: withCode.quote!.total, href: `/event/${SLUG}` });
    expect(orders[0]!.invoice).toMatch(/^R-/);
    const own = await call(invoice.loader, {
      path: `/profile/orders/${orders[0]!.id}/invoice`,
      params: { id: orders[0]!.id },
      cookie: jar.header(),
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("application/pdf");
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    const stranger = await signedIn(await freshUser());
    const foreign = await call(invoice.loader, {
      path: `/profile/orders/${orders[0]!.id}/invoice`,
      params: { id: orders[0]!.id },
      cookie: stranger.header(),
    });
    expect(foreign.status).toBe(404);
    const booked = await page(jar, 1);
    expect(booked.product).toMatchObject({ open: false, booked: true });
  });

  it("a failed payment says so and offers a retry, which can then succeed", async () => {
    const jar = await signedIn(await freshUser());
    await toSummary(jar);
    const first = await post(jar, 3, { intent: "pay", terms: "on" });
    await provider(first.location!, "failed");
    const failed = await result(jar);
    expect(failed).toMatchObject({ state: "failed", retryHref: `${PATH}?step=3` });
    const retry = await post(jar, 3, { intent: "pay", terms: "on" });
    expect(retry.location).not.toBe(first.location);
    await provider(retry.location!, "pending");
    expect((await result(jar)).state).toBe("waiting");
  });
});

describe("holds: an open checkout holds its seat and its code for 30 minutes (decision 020)", () => {
  /** A course with one seat at 49 €, on sale now. */
  async function oneSeat() {
    const startsAt = new Date((await api.now()).getTime() + 10 * 24 * 3600_000);
    const { slug } = await api.createEvent({
      title: "Workshop mit einem Platz",
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 2 * 3600_000),
      price: 4900,
      capacity: 1,
    });
    return slug;
  }
  const eventPage = async (jar: CookieJar, slug: string) =>
    (
      (await call(event.loader, { path: `/event/${slug}`, params: { slug }, cookie: jar.header() }))
        .data as Awaited<ReturnType<typeof event.loader>>
    ).tickets;

  it("a single-use code in another's open checkout is 'gerade nicht verfügbar', and free again once that checkout is canceled", async () => {
    const code = await api.createDiscountCode(15, 1);
    const holder = await signedIn(await freshUser());
    const other = await signedIn(await freshUser());
    await toSummary(holder);
    await toSummary(other);
    expect((await post(holder, 3, { intent: "apply_code", discount_code: code })).status).toBe(303);
    const holding = await post(holder, 3, { intent: "pay", terms: "on" });
    expect(holding.location).toMatch(/\/checkout\/tr_[0-9a-f]{16}$/);

    const refused = await post(other, 3, { intent: "apply_code", discount_code: code.toLowerCase() });
    expect(refused.status).toBe(400);
    expect((refused.data as Result).result.error?.discount_code).toEqual([
      "Dieser Rabattcode ist gerade nicht verfügbar: Er ist in einer anderen offenen Bestellung reserviert. Versuche es in einer halben Stunde noch einmal.",
    ]);

    await provider(holding.location!, "canceled");
    expect((await post(other, 3, { intent: "apply_code", discount_code: code })).status).toBe(303);
    const paying = await post(other, 3, { intent: "pay", terms: "on" });
    await provider(paying.location!, "paid");
    expect(await result(other)).toMatchObject({ state: "paid" });
    // Now it is used up: the holder's summary says so beside the code it still carries.
    expect((await page(holder, 3)).codeNote).toBe("checkout:checkout.applied_code_used_up");
  });

  it("a single-use code a buyer has paid with reads 'bereits eingelöst' to the next; an unknown code stays 'ungültig'", async () => {
    const code = await api.createDiscountCode(15, 1);
    const first = await signedIn(await freshUser());
    await toSummary(first);
    await post(first, 3, { intent: "apply_code", discount_code: code });
    await provider((await post(first, 3, { intent: "pay", terms: "on" })).location!, "paid");
    expect(await result(first)).toMatchObject({ state: "paid" });

    const next = await signedIn(await freshUser());
    await toSummary(next);
    const redeemed = await post(next, 3, { intent: "apply_code", discount_code: code });
    expect(redeemed.status).toBe(400);
    expect((redeemed.data as Result).result.error?.discount_code).toEqual([
      "Dieser Code wurde bereits eingelöst.",
    ]);
    const unknown = await post(next, 3, { intent: "apply_code", discount_code: "GIBTESNICHT" });
    expect((unknown.data as Result).result.error?.discount_code).toEqual(["Der Rabattcode ist ungültig."]);
  });

  it("a code in the summary that another buyer then holds and redeems first: the summary and the refused payment say why and how to pay without it", async () => {
    const code = await api.createDiscountCode(15, 1);
    const buyer = await signedIn(await freshUser());
    const other = await signedIn(await freshUser());
    await toSummary(buyer);
    const full = (await page(buyer, 3)).quote!.total;
    expect((await post(buyer, 3, { intent: "apply_code", discount_code: code })).status).toBe(303);
    expect((await page(buyer, 3)).quote!.total).toBeLessThan(full);
    await toSummary(other);
    await post(other, 3, { intent: "apply_code", discount_code: code });
    const holding = await post(other, 3, { intent: "pay", terms: "on" });

    const held = await page(buyer, 3);
    expect(held).toMatchObject({ discountCode: code, codeNote: "checkout:checkout.applied_code_reserved" });
    expect(held.quote!.total).toBe(full);
    const waiting = await post(buyer, 3, { intent: "pay", terms: "on" });
    expect(waiting.status).toBe(400);
    expect((waiting.data as Result).result.error?.[""]).toEqual([
      `Der Rabattcode ${code} ist gerade in einer anderen offenen Bestellung reserviert. Versuche es in einer halben Stunde noch einmal oder entferne ihn, um ohne Rabatt zu bezahlen.`,
    ]);

    await provider(holding.location!, "paid");
    expect((await page(buyer, 3)).codeNote).toBe("checkout:checkout.applied_code_used_up");
    const refused = await post(buyer, 3, { intent: "pay", terms: "on" });
    expect(refused.status).toBe(400);
    expect((refused.data as Result).result.error?.[""]).toEqual([
      `Der Rabattcode ${code} wurde inzwischen in einer anderen Bestellung eingelöst. Entferne ihn, um ohne Rabatt zu bezahlen.`,
    ]);

    // Removed by the buyer, with the full total before them: that is what is paid.
    await post(buyer, 3, { intent: "remove_code" });
    const paying = await post(buyer, 3, { intent: "pay", terms: "on" });
    await provider(paying.location!, "paid");
    expect(await result(buyer)).toMatchObject({ state: "paid", total: full });
  });

  it("the last seat in another's open checkout: the event shows it reserved, paying is refused in German, and it is free again when that payment fails", async () => {
    const slug = await oneSeat();
    const holder = await signedIn(await freshUser());
    const other = await signedIn(await freshUser("studentin@example.com"));
    await toSummary(holder, slug);
    await toSummary(other, slug);
    const holding = await post(holder, 3, { intent: "pay", terms: "on" }, false, slug);
    expect(holding.location).toMatch(/\/checkout\/tr_[0-9a-f]{16}$/);

    expect(await eventPage(other, slug)).toMatchObject({ soldOut: false, fullyReserved: true });
    expect(await eventPage(holder, slug)).toMatchObject({ fullyReserved: false });
    expect((await page(other, 1, slug)).product).toMatchObject({
      open: false,
      closed: "checkout.errors.fully_reserved",
    });
    const refused = await post(other, 3, { intent: "pay", terms: "on" }, false, slug);
    expect(refused.status).toBe(400);
    expect((refused.data as Result).result.error?.[""]).toEqual([
      "Alle freien Plätze sind gerade in offenen Bestellungen reserviert. Versuche es in einer halben Stunde noch einmal.",
    ]);

    await provider(holding.location!, "failed");
    expect(await eventPage(other, slug)).toMatchObject({ soldOut: false, fullyReserved: false });
    const paying = await post(other, 3, { intent: "pay", terms: "on" }, false, slug);
    await provider(paying.location!, "paid");
    expect(await eventPage(holder, slug)).toMatchObject({ soldOut: true });
    expect((await page(holder, 1, slug)).product).toMatchObject({
      open: false,
      closed: "checkout.errors.sold_out",
    });
  });

  it("a checkout left open for 30 minutes expires: the seat is free again and the result page says the reservation ended", async () => {
    const slug = await oneSeat();
    const idle = await signedIn(await freshUser());
    await toSummary(idle, slug);
    const holding = await post(idle, 3, { intent: "pay", terms: "on" }, false, slug);
    const other = await signedIn(await freshUser());
    expect(await eventPage(other, slug)).toMatchObject({ fullyReserved: true });

    await api.setClock({ advanceSeconds: 30 * 60 });
    expect(await eventPage(other, slug)).toMatchObject({ soldOut: false, fullyReserved: false });
    expect(await result(idle)).toMatchObject({ state: "expired", retryHref: `/registration/${slug}?step=3` });
    expect(await provider(holding.location!, "paid")).toBe("http://localhost:3000/payment-redirect");
    expect((await result(idle)).state).toBe("expired");
  });

  it("a fourth reservation of the same booking within a day is refused in German", async () => {
    const slug = await oneSeat();
    const buyer = await signedIn(await freshUser());
    await toSummary(buyer, slug);
    for (let hold = 0; hold < 3; hold += 1) {
      expect((await post(buyer, 3, { intent: "pay", terms: "on" }, false, slug)).location).toMatch(
        /\/checkout\/tr_[0-9a-f]{16}$/,
      );
      await api.setClock({ advanceSeconds: 30 * 60 });
    }
    const refused = await post(buyer, 3, { intent: "pay", terms: "on" }, false, slug);
    expect(refused.status).toBe(400);
    expect((refused.data as Result).result.error?.[""]).toEqual([
      "Du hast diese Buchung in den letzten 24 Stunden schon dreimal reserviert, ohne sie abzuschließen. Einen Tag nach der ersten Reservierung kannst du sie wieder beginnen.",
    ]);
  });

  it("a payment that arrives after the hold, when the seat has gone, is refunded: the result page and a mail say so", async () => {
    const slug = await oneSeat();
    const email = await freshUser();
    const late = await signedIn(email);
    await toSummary(late, slug);
    const holding = await post(late, 3, { intent: "pay", terms: "on" }, false, slug);
    await api.setClock({ advanceSeconds: 25 * 60 });
    await provider(holding.location!, "pending", { seconds: "600" });
    expect((await result(late)).state).toBe("waiting");

    // The hold ends after 30 minutes; someone else books the seat meanwhile.
    await api.setClock({ advanceSeconds: 6 * 60 });
    const other = await signedIn(await freshUser());
    await toSummary(other, slug);
    const taking = await post(other, 3, { intent: "pay", terms: "on" }, false, slug);
    await provider(taking.location!, "paid");

    await api.setClock({ advanceSeconds: 5 * 60 });
    expect(await result(late)).toMatchObject({
      state: "unavailable",
      refundReason: "SOLD_OUT",
      total: 4900,
      invoice: null,
    });
    const [mail] = await api.outbox(email);
    expect(mail?.subject).toMatch(
      /^Buchung B-\d{4}-[0-9A-F]{8} nicht möglich – wir erstatten dir den Betrag$/,
    );
    expect(mail?.body).toContain("Wir erstatten dir den vollen Betrag von 49,00");
  });
});
