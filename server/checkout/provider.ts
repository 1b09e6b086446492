/**
 * A fake payment provider inside the reference API (decision 020) that behaves like a hosted
 * checkout in the manner of Mollie: `/checkout/{tr_…}` is the provider's page where the demo user
 * picks a method and an outcome; the provider then calls the API's webhook with the payment id (signed),
 * and the API reads the payment's status from the provider, never from the caller. Then the browser
 * goes back to the order's redirect URL.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Store } from "../store/index.ts";
import { env } from "../env.ts";
import { onSite } from "../public-url.ts";
import { fulfilOrder, productName } from "./orders.ts";

// What a German shop offers in 2026; giropay ended in 2024 (decision 020), though the spec's enum names it.
export const PAYMENT_METHODS = ["applepay", "creditcard", "paypal"] as const;
const OUTCOMES = ["paid", "failed", "canceled", "expired", "pending"] as const;
const MAX_PENDING_SECONDS = 600;
const MAX_BODY = 4096;

// Without PAYMENT_WEBHOOK_SECRET each process signs with its own random key (provider and API are one).
const secret = env.PAYMENT_WEBHOOK_SECRET || randomBytes(32).toString("hex");

export const signWebhook = (body: string): string => createHmac("sha256", secret).update(body).digest("hex");

function validSignature(body: string, signature: string | undefined): boolean {
  const expected = Buffer.from(signWebhook(body), "hex");
  const given = Buffer.from(signature ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The provider's own timers: a payment left pending until a moment is paid once it has passed, an open
 * one expires at its `expires_at` (the end of the order's hold).
 */
export function settlePayment(store: Store, paymentId: string, now: Date): void {
  const payment = store.checkout.payment(paymentId);
  const due = (at: string | null) => at !== null && Date.parse(at) <= now.getTime();
  if (payment?.status === "pending" && due(payment.pending_until)) {
    store.checkout.setPayment(paymentId, { status: "paid", method: payment.method, pendingUntil: null }, now);
  } else if (payment?.status === "open" && due(payment.expires_at)) {
    store.checkout.setPayment(paymentId, { status: "expired", method: null, pendingUntil: null }, now);
  }
}

const ENDED = new Set(["failed", "canceled", "expired"]);

/**
 * The webhook's work: the status as the provider knows it; a paid payment pays the order (once), an
 * ended one frees what its order held. Idempotent. False for an unknown id. The confirmation mail
 * links the site the buyer checked out on: its return address was checked against it (decision 032).
 */
export function applyWebhook(store: Store, paymentId: string, now: Date): boolean {
  settlePayment(store, paymentId, now);
  const payment = store.checkout.payment(paymentId);
  if (!payment) return false;
  if (payment.status === "paid")
    fulfilOrder(store, payment.order_id, now, new URL(payment.redirect_url).origin);
  else if (ENDED.has(payment.status)) store.checkout.releaseHold(payment.order_id);
  return true;
}

type ProviderContext = {
  store: Store;
  now: () => Date;
  /** The site this request came through (server/public-url.ts). */
  siteUrl: (headers: Pick<Headers, "get">) => string;
};

/** `/checkout/{id}` (GET page, POST choice) and `/payments/webhook` (POST). False when not ours. */
export function handleProviderRoute(
  context: ProviderContext,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  if (pathname === "/payments/webhook") {
    if (req.method !== "POST") return send(res, 405, "text/plain", "Method not allowed");
    void readBody(req).then(
      (body) => {
        if (body === null) return send(res, 413, "text/plain", "Too large");
        if (!validSignature(body, header(req, "x-webhook-signature")))
          return send(res, 401, "text/plain", "Bad signature");
        const id = new URLSearchParams(body).get("id") ?? "";
        const known = applyWebhook(context.store, id, context.now());
        send(res, known ? 200 : 404, "text/plain", known ? "OK" : "Unknown payment");
      },
      () => send(res, 400, "text/plain", "Bad request"),
    );
    return true;
  }
  const match = /^\/checkout\/(tr_[0-9a-f]{16})$/.exec(pathname);
  if (!match?.[1]) return false;
  const payment = context.store.checkout.payment(match[1]);
  if (!payment)
    return send(
      res,
      404,
      "text/html; charset=utf-8",
      page("Zahlung nicht gefunden", "<p>Diese Zahlung gibt es nicht.</p>"),
    );
  if (req.method === "GET" || req.method === "HEAD") {
    applyWebhook(context.store, payment.id, context.now());
    const back = backToSite(context, req, payment.redirect_url);
    return send(res, 200, "text/html; charset=utf-8", checkoutPage(context.store, payment.id, back));
  }
  if (req.method !== "POST") return send(res, 405, "text/plain", "Method not allowed");
  void readBody(req).then(
    async (body) => {
      if (body === null) return send(res, 413, "text/plain", "Too large");
      const form = new URLSearchParams(body);
      settlePayment(context.store, payment.id, context.now());
      const current = context.store.checkout.payment(payment.id);
      const method = PAYMENT_METHODS.find((m) => m === form.get("method")) ?? null;
      const outcome = OUTCOMES.find((o) => o === form.get("outcome"));
      if (current?.status === "open" && method && outcome) {
        const now = context.now();
        const seconds = Math.min(Math.max(1, Number(form.get("seconds")) || 5), MAX_PENDING_SECONDS);
        context.store.checkout.setPayment(
          payment.id,
          {
            status: outcome,
            method,
            pendingUntil:
              outcome === "pending" ? new Date(now.getTime() + seconds * 1000).toISOString() : null,
          },
          now,
        );
        await callWebhook(req, payment.id);
      }
      res
        .writeHead(303, {
          Location: backToSite(context, req, payment.redirect_url),
          "Cache-Control": "no-store",
        })
        .end();
    },
    () => send(res, 400, "text/plain", "Bad request"),
  );
  return true;
}

/** Like a real provider: an HTTP call to the webhook, signed, carrying only the payment id. */
async function callWebhook(req: IncomingMessage, paymentId: string): Promise<void> {
  const body = new URLSearchParams({ id: paymentId }).toString();
  const address = req.socket.localAddress === "::1" ? "[::1]" : (req.socket.localAddress ?? "127.0.0.1");
  await fetch(`http://${address}:${req.socket.localPort}/payments/webhook`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Webhook-Signature": signWebhook(body),
    },
    body,
    signal: AbortSignal.timeout(5000),
  }).catch(() => undefined); // the provider would retry; a later read settles the order too
}

/** The stored return address on the site the buyer came through (server/public-url.ts onSite). */
function backToSite(context: ProviderContext, req: IncomingMessage, stored: string): string {
  return onSite(stored, context.siteUrl({ get: (name) => header(req, name) ?? null }));
}

function checkoutPage(store: Store, paymentId: string, back: string): string {
  const payment = store.checkout.payment(paymentId);
  const order = payment ? store.checkout.order(payment.order_id) : null;
  if (!payment || !order) return page("Zahlung nicht gefunden", "<p>Diese Zahlung gibt es nicht.</p>");
  const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(
    order.total_cents / 100,
  );
  const summary = `<p><strong>${escape(productName(store, order))}</strong><br>Bestellung ${escape(order.number)} · ${escape(euro)}</p>`;
  if (payment.status !== "open") {
    return page(
      "Demo-Zahlungsanbieter",
      `${summary}<p>Diese Zahlung ist abgeschlossen (Status: ${escape(payment.status)}).</p><p><a href="${escape(back)}">Zurück zur Plattform</a></p>`,
    );
  }
  const radios = (name: string, options: Array<[string, string]>) =>
    options
      .map(
        ([value, label], index) =>
          `<label><input type="radio" name="${name}" value="${value}"${index === 0 ? " checked" : ""}> ${label}</label>`,
      )
      .join("<br>");
  return page(
    "Demo-Zahlungsanbieter",
    `${summary}<p>Dies ist der eingebaute Test-Zahlungsanbieter der Referenz-API. Es wird kein Geld bewegt.</p>
<form method="post">
<fieldset><legend>Zahlungsart</legend>${radios("method", [
      ["creditcard", "Kreditkarte"],
      ["paypal", "PayPal"],
      ["applepay", "Apple Pay"],
    ])}</fieldset>
<fieldset><legend>Ergebnis</legend>${radios("outcome", [
      ["paid", "Bezahlt"],
      ["failed", "Fehlgeschlagen"],
      ["canceled", "Abgebrochen"],
      ["expired", "Abgelaufen"],
      ["pending", "Bleibt ausstehend für …"],
    ])}
<label>Sekunden <input type="number" name="seconds" value="5" min="1" max="${MAX_PENDING_SECONDS}"></label></fieldset>
<button type="submit">Weiter</button>
</form>`,
  );
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1c2426}fieldset{margin:1rem 0;border:1px solid #d5dde0}label{line-height:2.2}button{padding:.6rem 1.4rem;background:#046172;color:#fff;border:0;border-radius:999px;font-weight:600}</style>
</head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(tooLarge ? null : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, type: string, body: string): true {
  res.writeHead(status, {
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
  return true;
}
