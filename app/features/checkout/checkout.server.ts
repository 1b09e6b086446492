import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, redirectDocument } from "@remix-run/node";
import type { Tickets } from "./EventTickets";
import type { FlashMessage } from "~/lib/flash";
import { uploadErrorMessage, type ProofUploadValue } from "~/lib/proof-upload";
import { countryOptions } from "~/lib/countries";
import { linkTo, type LinkableType } from "~/lib/links";
import { billingSchema, checkoutStepSchemas } from "./checkout.schema";
import { MAX_TEXT } from "~/lib/validation";
import { isPaymentAddress } from "~/.server/api-forward";
import { getApi, upstreamFailure, UpstreamValidationError, type Api } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { readForm } from "~/.server/form";
import { refusalKey, type RefusalWords } from "~/.server/refusals";
import { env } from "~/.server/env";
import type { TicketFieldsFragment } from "~/.server/graphql/generated/graphql";
import {
  CheckoutQuoteDocument,
  PaymentOrderDocument,
  CheckoutPageDocument,
  StartCheckoutDocument,
} from "./checkout.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { commitSession, getSession, setDraft, type AppSession } from "~/.server/session";
import type { BillingAddressDraft, PaymentDraft } from "~/.server/session-store";
import { readProofForm } from "~/.server/upload";

// The checkout (spec 2.5 and 3.3): /registration/{slug} in three steps as successive posts;
// the draft holds the choices, never a price or a total (the API computes those).

type PriceFields = { id: string; type: string; amount: number; current_amount: number; bookable: boolean };

const toPrice = (price: PriceFields) => ({
  id: price.id,
  type: price.type,
  amount: price.amount,
  currentAmount: price.current_amount,
  bookable: price.bookable,
});

/** The event page's tickets from the API's fields. */
export function toTickets(event: TicketFieldsFragment): Tickets {
  return {
    salePhase: event.sale_phase,
    saleStartsAt: event.sale_starts_at ?? null,
    soldOut: event.sold_out,
    fullyReserved: event.fully_reserved,
    booked: event.booked,
    earlyBirdUntil: event.early_bird?.until ?? null,
    prices: event.prices.map(toPrice),
  };
}

export const CHECKOUT_STEPS = 3;

/**
 * The refusals of the discount code when paying, with the code the buyer applied earlier: the words
 * say what happened since and how to pay without it (refusals.ts has the rest).
 */
const APPLIED_CODE_WORDS: RefusalWords = {
  DISCOUNT_CODE_HELD: "checkout:checkout.applied_code_reserved",
  DISCOUNT_CODE_USED_UP: "checkout:checkout.applied_code_used_up",
};

type CodeQuote = { discount_state?: string | null; discount_reserved: boolean; discount_used_up: boolean };

/**
 * A quote's code state in the page's words: held by others' open checkouts reads "not available right
 * now", redeemed already "bereits eingelöst"; `applied`: the code the draft carries, gone since.
 */
const codeMessageKey = (quote: CodeQuote, applied = false) =>
  quote.discount_reserved
    ? applied
      ? "checkout:checkout.applied_code_reserved"
      : "checkout:checkout.code_reserved"
    : quote.discount_used_up
      ? applied
        ? "checkout:checkout.applied_code_used_up"
        : "checkout:checkout.code_used_up"
      : `checkout:checkout.code_states.${quote.discount_state ?? "INVALID"}`;

/** What `/registration/{slug}` sells: an event with tickets, a bundle, or a paid content item. */
async function loadProduct(api: Api, slug: string) {
  const page = await api.request(CheckoutPageDocument, { slug });
  const { event, eventBundle: bundle, purchasableContent: item } = page;
  const product = event?.price_category
    ? {
        slug: event.slug,
        title: event.title,
        href: linkTo({ type: "Event", slug: event.slug }),
        salePhase: event.sale_phase,
        soldOut: event.sold_out,
        fullyReserved: event.fully_reserved,
        booked: event.booked,
        prices: event.prices,
        earlyBirdUntil: event.early_bird?.until ?? null,
      }
    : bundle
      ? {
          slug: bundle.slug,
          title: bundle.title,
          href: `/expanda/${encodeURIComponent(bundle.slug)}`,
          salePhase: bundle.sale_phase,
          soldOut: false,
          fullyReserved: false,
          booked: bundle.booked,
          prices: bundle.prices,
          earlyBirdUntil: bundle.early_bird?.until ?? null,
        }
      : item
        ? {
            isContent: true,
            slug: item.slug,
            title: item.title,
            href: linkTo({ type: item.sluggable_type as LinkableType, slug: item.slug }),
            salePhase: "ON_SALE" as const,
            soldOut: false,
            fullyReserved: false,
            booked: item.booked,
            prices: item.prices,
            earlyBirdUntil: null,
          }
        : null;
  if (!product) throw new Response(null, { status: 404 });
  return { product, me: page.me };
}

function draftFor(session: AppSession, slug: string): Omit<PaymentDraft, "expiresAt"> {
  const draft = session.get("payment");
  if (draft && draft.slug === slug) return draft;
  return {
    slug,
    priceId: null,
    proof: null,
    address: null,
    discountCode: null,
    orderId: null,
    redirected: false,
  };
}

/** The step the URL asks for, but no further than the draft allows. */
function allowedStep(asked: number, draft: Omit<PaymentDraft, "expiresAt">): number {
  const reached = draft.address ? 3 : draft.priceId ? 2 : 1;
  return Math.min(Math.max(1, Number.isInteger(asked) ? asked : 1), reached);
}

/** The address form's fields as typed (each a bounded string), to show them again. */
function typedAddress(form: FormData): BillingAddressDraft {
  const value = (key: keyof BillingAddressDraft) => {
    const entry = form.get(key);
    return typeof entry === "string" ? entry.slice(0, MAX_TEXT) : "";
  };
  return {
    first_name: value("first_name"),
    last_name: value("last_name"),
    company: value("company"),
    street: value("street"),
    zip: value("zip"),
    city: value("city"),
    country: value("country"),
  };
}

const stepPath = (slug: string, step: number) => `/registration/${encodeURIComponent(slug)}?step=${step}`;

export async function loadCheckout(request: Request, slug: string) {
  await requireToken(request);
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ product, me }, session, t] = await Promise.all([
    loadProduct(api, slug),
    getSession(request),
    getFixedT(request),
  ]);
  const draft = draftFor(session, product.slug);
  const asked = Number(new URL(request.url).searchParams.get("step") ?? 1);
  const step = allowedStep(asked, draft);
  if (step !== asked && new URL(request.url).searchParams.has("step"))
    throw redirect(stepPath(product.slug, step));
  const price = product.prices.find((p) => p.id === draft.priceId) ?? null;
  const quote =
    step === 3 && price
      ? (await api.request(CheckoutQuoteDocument, { priceId: price.id, code: draft.discountCode }))
          .checkoutQuote
      : null;
  // A content item's one price reads "access to this content", not "ticket".
  const offer = (p: (typeof product.prices)[number]) => ({
    ...toPrice(p),
    needsProof: p.needs_proof,
    type: "isContent" in product ? "CONTENT" : p.type,
  });
  return {
    title: t("checkout:checkout.title", { title: product.title }),
    step,
    product: {
      slug: product.slug,
      title: product.title,
      /** The page it is booked from: where the first step and a closed sale lead back to. */
      href: product.href,
      open: product.salePhase === "ON_SALE" && !product.soldOut && !product.fullyReserved && !product.booked,
      /** Why it cannot be booked now, as a message key of the page (null while open). */
      closed: product.booked
        ? "checkout.errors.booked"
        : product.soldOut
          ? "checkout.errors.sold_out"
          : product.fullyReserved
            ? "checkout.errors.fully_reserved"
            : product.salePhase !== "ON_SALE"
              ? "checkout.errors.not_on_sale"
              : null,
      booked: product.booked,
      earlyBirdUntil: product.earlyBirdUntil,
    },
    prices: product.prices.filter((p) => p.bookable).map(offer),
    chosen: price ? offer(price) : null,
    proof: draft.proof,
    // Step 2 shows what was typed there last (also unfinished); the summary what was checked.
    address: (step === 2 ? draft.typedAddress : null) ??
      draft.address ?? {
        first_name: me?.first_name ?? "",
        last_name: me?.last_name ?? "",
        company: "",
        street: "",
        zip: "",
        city: "",
        country: me?.country ?? "DE",
      },
    discountCode: draft.discountCode,
    quote,
    // The draft's code may have gone since it was applied (used up, or held by another open checkout):
    // the total is without it, and the note says why and that removing it lets the buyer pay.
    codeNote:
      draft.discountCode && quote && quote.discount_state !== "VALID" ? codeMessageKey(quote, true) : null,
    countries: countryOptions(locale),
  };
}

/** `form` names which of step 3's forms (code or pay) the answer belongs to. */
type Reply = { result?: SubmissionResult<string[]>; upload?: ProofUploadValue | null; form?: "code" | "pay" };
const reply = (body: Reply, status = 400) => data(body, { status });

async function go(session: AppSession, path: string, message?: FlashMessage) {
  if (message) session.flash("flash", message);
  return redirect(path, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

export async function checkoutAction(request: Request, slug: string, clientIp: string) {
  await requireToken(request);
  const [t, locale, session] = await Promise.all([
    getFixedT(request),
    getLocale(request),
    getSession(request),
  ]);
  const api = await getApi(request, { locale });
  const { product } = await loadProduct(api, slug);
  const draft = draftFor(session, product.slug);
  const step = allowedStep(Number(new URL(request.url).searchParams.get("step") ?? 1), draft);
  const save = (next: Partial<PaymentDraft>) => setDraft(session, "payment", { ...draft, ...next });

  if (step === 1) {
    const { fields, upload, foreign, failure } = await readProofForm(request, {
      locale,
      clientIp,
      purpose: "assistant_price_validation",
    });
    const own = foreign ? null : upload;
    const prices = product.prices.filter((p) => p.bookable);
    const submission = parseWithZod(fields, {
      schema: checkoutStepSchemas[1](t, {
        priceIds: prices.map((p) => p.id),
        proofFor: prices.filter((p) => p.needs_proof).map((p) => p.id),
        hasProof: Boolean(own),
      }),
    });
    if (failure || submission.status !== "success") {
      const fieldErrors = failure ? { validation_file: [uploadErrorMessage(t, failure)] } : undefined;
      return reply({ result: submission.reply(fieldErrors ? { fieldErrors } : undefined), upload: own });
    }
    const needsProof = prices.some((p) => p.id === submission.value.price_id && p.needs_proof);
    save({ priceId: submission.value.price_id, proof: needsProof ? own : null });
    return go(session, stepPath(product.slug, 2));
  }

  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "back") {
    // Going back is never held up by the step it leaves; what was typed in the address comes back.
    if (step === 2) save({ typedAddress: typedAddress(form) });
    return go(session, stepPath(product.slug, step - 1));
  }

  if (step === 2) {
    const submission = parseWithZod(form, { schema: billingSchema(t, locale) });
    if (submission.status !== "success") return reply({ result: submission.reply() });
    save({ address: submission.value, typedAddress: null });
    return go(session, stepPath(product.slug, 3));
  }

  // Step 3: the one discount code, then the order.
  if (intent === "remove_code") {
    save({ discountCode: null });
    return go(session, stepPath(product.slug, 3), {
      kind: "success",
      messages: [{ key: "checkout:checkout.code_removed" }],
    });
  }
  if (intent === "apply_code") {
    const submission = parseWithZod(form, { schema: checkoutStepSchemas.code(t) });
    if (submission.status !== "success") return reply({ result: submission.reply(), form: "code" });
    if (draft.discountCode) {
      const fieldErrors = { discount_code: [t("checkout:checkout.one_code")] };
      return reply({ result: submission.reply({ fieldErrors }), form: "code" });
    }
    const { checkoutQuote } = await api.request(CheckoutQuoteDocument, {
      priceId: draft.priceId ?? "",
      code: submission.value.discount_code,
    });
    if (checkoutQuote.discount_state !== "VALID") {
      const message = t(codeMessageKey(checkoutQuote));
      return reply({ result: submission.reply({ fieldErrors: { discount_code: [message] } }), form: "code" });
    }
    save({ discountCode: submission.value.discount_code });
    return go(session, stepPath(product.slug, 3), {
      kind: "success",
      messages: [{ key: "checkout:checkout.code_applied" }],
    });
  }

  const submission = parseWithZod(form, { schema: checkoutStepSchemas.pay(t) });
  if (submission.status !== "success") return reply({ result: submission.reply(), form: "pay" });
  if (!draft.priceId || !draft.address) return go(session, stepPath(product.slug, 1));
  const siteOrigin = env.SITE_URL ? new URL(env.SITE_URL).origin : new URL(request.url).origin;
  try {
    const { startCheckout } = await api.request(StartCheckoutDocument, {
      input: {
        price_id: draft.priceId,
        discount_code: draft.discountCode,
        billing: { ...draft.address, company: draft.address.company || null },
        assistant_proof: draft.proof ? { create: { uuid: draft.proof.uuid } } : null,
        accept_terms: true,
        redirect_url: `${siteOrigin}/payment-redirect`,
      },
    });
    save({ orderId: startCheckout.id, redirected: Boolean(startCheckout.checkout_url) });
    const checkout = startCheckout.checkout_url;
    // Browsers go to the provider's origin and nowhere else (an upstream answer is no open redirect).
    // A document load: in the demo the provider's page is on this origin (decision 032) but no page
    // of the app, which the client router would try to load as one.
    if (checkout && isPaymentAddress(checkout, request)) {
      return redirectDocument(checkout, {
        status: 303,
        headers: { "Set-Cookie": await commitSession(session) },
      });
    }
    if (checkout) throw new Error(`checkout_url not at the payment provider: ${new URL(checkout).origin}`);
    return go(session, "/payment-redirect");
  } catch (error) {
    if (error instanceof UpstreamValidationError) {
      // Why the price cannot be had first; else the code's refusal; else whatever came first.
      const price = error.codes("price_id");
      const code = price.length > 0 ? price[0] : (error.codes("discount_code")[0] ?? error.code());
      const formErrors = [t(refusalKey(code ?? null, APPLIED_CODE_WORDS), { code: draft.discountCode })];
      return reply({ result: submission.reply({ formErrors }), form: "pay" });
    }
    const failure = upstreamFailure(error);
    if (failure) {
      // A simulation's refusal says so; anything else is the provider's or the upstream's fault.
      const formErrors = [
        t(failure.status === 403 ? failure.messageKey : "checkout:checkout.errors.provider"),
      ];
      return reply({ result: submission.reply({ formErrors }), form: "pay" }, failure.status);
    }
    throw error;
  }
}

/** /payment-redirect: the order of this session's last checkout, as the API knows it now. */
export async function loadPaymentResult(request: Request) {
  await requireToken(request);
  const [session, t] = await Promise.all([getSession(request), getFixedT(request)]);
  const draft = session.get("payment");
  const api = await getApi(request, { locale: await getLocale(request) });
  const order = draft?.orderId
    ? (await api.request(PaymentOrderDocument, { id: draft.orderId })).order
    : null;
  const state = !order
    ? "unknown"
    : order.status === "PAID"
      ? "paid"
      : order.refund_reason
        ? "unavailable"
        : order.payment_status === "open" || order.payment_status === "pending"
          ? "waiting"
          : order.payment_status === "expired"
            ? "expired"
            : "failed";
  const item = order?.content
    ? {
        title: order.content.title,
        href: linkTo({ type: order.content.sluggable_type as LinkableType, slug: order.content.slug }),
      }
    : null;
  const product = order?.event ?? order?.bundle ?? null;
  return {
    title: t("checkout:payment.title"),
    state,
    number: order?.number ?? null,
    orderId: order?.id ?? null,
    invoice: order?.invoice_number ?? null,
    /** Paid after the hold, then refunded: the seat (SOLD_OUT) or the code (CODE_USED_UP) had gone. */
    refundReason: order?.refund_reason ?? null,
    total: order?.total ?? null,
    product: product ? { title: product.title, slug: product.slug, isEvent: Boolean(order?.event) } : null,
    item,
    retryHref: draft ? stepPath(draft.slug, 3) : null,
  } as const;
}
