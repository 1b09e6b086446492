import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { checkoutAction, loadCheckout } from "../checkout.server";
import { PriceAmount } from "../EventTickets";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { ProofUpload } from "~/components/forms/ProofUpload";
import { SelectField } from "~/components/forms/SelectField";
import { TextField } from "~/components/forms/TextField";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { formatDate } from "~/lib/content-format";
import { countryName } from "~/lib/countries";
import { formPropsWithBack } from "~/lib/form-props";
import { formatEuro } from "~/lib/money";
import type { ProofUploadValue } from "~/lib/proof-upload";
import { billingSchema, checkoutStepSchemas } from "../checkout.schema";
import { pageMeta } from "~/lib/page-meta";
import { checkoutClientLoader } from "~/lib/text-chunk-client";
import { SubmitButton } from "~/components/forms/SubmitButton";

// /registration/{slug} (spec 2.1): the checkout of an event or bundle in three steps,
// each a post (post/redirect/get), the same with and without JavaScript; then the provider.

export const loader = ({ request, params }: LoaderFunctionArgs) => loadCheckout(request, params.slug ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  checkoutAction(request, params.slug ?? "", context.clientIp ?? "unknown");

export const meta = pageMeta;

// The checkout's texts come as a chunk of their own (decision 021).
export const clientLoader = checkoutClientLoader;

type Page = Awaited<ReturnType<typeof loader>>;
type Answer = {
  result?: SubmissionResult<string[]>;
  upload?: ProofUploadValue | null;
  form?: "code" | "pay";
};

export default function Checkout() {
  const { t } = useTranslation("checkout");
  const page = useLoaderData<typeof loader>();
  const steps = t("checkout.steps", { returnObjects: true }) as string[];
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <p className="text-sm text-muted">{t("checkout.progress", { step: page.step })}</p>
      <h1 className="text-3xl font-bold text-ink">{page.product.title}</h1>
      <h2 className="mt-2 text-xl font-semibold text-ink">{steps[page.step - 1]}</h2>
      {!page.product.open ? (
        <>
          <p role="status" className="mt-4 rounded bg-primary-light p-3 text-ink">
            {t(page.product.closed ?? "checkout.errors.not_on_sale")}
          </p>
          <p className="mt-4">
            <Link to={page.product.href} className={outlineButtonClass}>
              {t("checkout.back")}
            </Link>
          </p>
        </>
      ) : page.step === 1 ? (
        <PriceStep page={page} />
      ) : page.step === 2 ? (
        <AddressStep page={page} />
      ) : (
        <SummaryStep page={page} />
      )}
    </div>
  );
}

function useAnswer(form?: "code" | "pay") {
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  if (navigation.state !== "idle" || !answer) return undefined;
  if (form && answer.form !== form) return undefined;
  return answer;
}

function PriceStep({ page }: { page: Page }) {
  const { t, i18n } = useTranslation(["checkout", "register"]);
  const answer = useAnswer();
  // One ticket on offer is chosen already: there is nothing to choose.
  const only = page.prices.length === 1 ? page.prices[0] : undefined;
  const preselected = page.chosen?.id ?? only?.id ?? "";
  const [chosen, setChosen] = useState(preselected);
  const [uploading, setUploading] = useState(false);
  const [form, fields] = useForm<{ price_id: string; validation_file: string }>({
    id: "checkout-price",
    lastResult: answer?.result,
    defaultValue: { price_id: preselected },
  });
  const proofPrices = page.prices.filter((price) => price.needsProof).map((price) => price.id);
  if (page.prices.length === 0) return <p className="mt-4 text-ink">{t("checkout.no_price")}</p>;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-4 flex flex-col gap-4"
    >
      <ErrorSummary
        result={answer?.result}
        formErrors={form.errors}
        fields={[
          { id: `${form.id}-price-0`, label: t("checkout.choose_price"), errors: fields.price_id.errors },
          { id: `${form.id}-proof`, label: t("checkout.proof_label"), errors: fields.validation_file.errors },
        ]}
      />
      {page.product.earlyBirdUntil ? (
        <p className="font-semibold text-primary">
          {t("tickets.early_bird", {
            date: formatDate(page.product.earlyBirdUntil, i18n.language, "Europe/Berlin"),
          })}
        </p>
      ) : null}
      <fieldset aria-describedby={fields.price_id.errorId}>
        <legend className="mb-2 font-medium text-ink">{t("checkout.choose_price")}</legend>
        <ul className="flex flex-col gap-2">
          {page.prices.map((price, index) => (
            <li key={price.id}>
              <label className="flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded border border-line bg-white px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-light">
                <span className="flex items-center gap-2">
                  <input
                    id={`${form.id}-price-${index}`}
                    type="radio"
                    name="price_id"
                    value={price.id}
                    defaultChecked={price.id === preselected}
                    onChange={() => setChosen(price.id)}
                    className="size-4 accent-primary"
                  />
                  {t(`price_types.${price.type}`)}
                </span>
                <PriceAmount price={price} />
              </label>
            </li>
          ))}
        </ul>
        <p id={fields.price_id.errorId} className="min-h-6 text-sm text-error">
          {fields.price_id.errors?.[0]}
        </p>
      </fieldset>
      {/* Without JavaScript the upload is always offered when a price needs it; with it, once chosen. */}
      {proofPrices.length > 0 ? (
        <div hidden={Boolean(chosen) && !proofPrices.includes(chosen) && !fields.validation_file.errors}>
          <ProofUpload
            id={`${form.id}-proof`}
            purpose="assistant_price_validation"
            label={t("checkout.proof_label")}
            required={proofPrices.includes(chosen)}
            errors={fields.validation_file.errors}
            defaultUpload={answer?.upload ?? page.proof}
            onBusyChange={setUploading}
          />
          <p className="text-sm text-muted">{t("checkout.proof_hint")}</p>
        </div>
      ) : null}
      <div className="flex justify-between gap-3">
        {/* The first step goes back to the page it was booked from. */}
        <Link to={page.product.href} className={outlineButtonClass}>
          {t("checkout.back")}
        </Link>
        <button type="submit" disabled={uploading} className={primaryButtonClass}>
          {t("checkout.next")}
        </button>
      </div>
    </Form>
  );
}

function AddressStep({ page }: { page: Page }) {
  const { t, i18n } = useTranslation("checkout");
  const answer = useAnswer();
  const [form, fields] = useForm({
    id: "checkout-address",
    lastResult: answer?.result,
    defaultValue: page.address,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: billingSchema(t, i18n.language) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const label = (key: string) => t(`checkout.labels.${key}`);
  const keys = ["first_name", "last_name", "company", "street", "zip", "city", "country"] as const;
  return (
    <Form method="post" {...formPropsWithBack(form)} className="mt-4 flex flex-col gap-1">
      <ErrorSummary
        result={answer?.result}
        formErrors={form.errors}
        fields={keys.map((key) => ({ id: fields[key].id, label: label(key), errors: fields[key].errors }))}
      />
      <TextField meta={fields.first_name} label={label("first_name")} autoComplete="given-name" />
      <TextField meta={fields.last_name} label={label("last_name")} autoComplete="family-name" />
      <TextField
        meta={fields.company}
        label={label("company")}
        required={false}
        autoComplete="organization"
      />
      <TextField meta={fields.street} label={label("street")} autoComplete="street-address" />
      <TextField meta={fields.zip} label={label("zip")} autoComplete="postal-code" />
      <TextField meta={fields.city} label={label("city")} autoComplete="address-level2" />
      <SelectField meta={fields.country} label={label("country")} placeholder={t("register:choose")}>
        {[...page.countries.primary, ...page.countries.other].map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {/* "Weiter" first in the DOM: Enter in a field submits forward, not back. */}
      <div className="mt-2 flex flex-row-reverse justify-between gap-3">
        <button type="submit" name="intent" value="next" className={primaryButtonClass}>
          {t("checkout.next")}
        </button>
        <button type="submit" name="intent" value="back" formNoValidate className={outlineButtonClass}>
          {t("checkout.back")}
        </button>
      </div>
    </Form>
  );
}

function SummaryStep({ page }: { page: Page }) {
  const { t, i18n } = useTranslation("checkout");
  const navigation = useNavigation();
  const payAnswer = useAnswer("pay");
  const [payForm, payFields] = useForm({
    id: "checkout-pay",
    lastResult: payAnswer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutStepSchemas.pay(t) }),
  });
  const euro = (cents: number) => formatEuro(cents, i18n.language);
  const quote = page.quote;
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  const address = page.address;
  return (
    <div className="mt-4 flex flex-col gap-6">
      <section aria-labelledby="checkout-summary" className="rounded-lg bg-white p-5 shadow-sm">
        <h3 id="checkout-summary" className="text-lg font-semibold text-ink">
          {t("checkout.summary")}
        </h3>
        {quote && page.chosen ? (
          <dl
            className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-ink"
            data-testid="checkout-summary"
          >
            <dt>{t(`price_types.${page.chosen.type}`)}</dt>
            <dd className="text-right">{euro(quote.base)}</dd>
            {quote.auto_discount > 0 ? (
              <>
                <dt>{t("checkout.early_bird")}</dt>
                <dd className="text-right">−{euro(quote.auto_discount)}</dd>
              </>
            ) : null}
            {quote.code_discount > 0 && page.discountCode ? (
              <>
                <dt>{t("checkout.code_discount", { code: page.discountCode })}</dt>
                <dd className="text-right">−{euro(quote.code_discount)}</dd>
              </>
            ) : null}
            <dt className="border-t border-line pt-1 font-bold">{t("checkout.total")}</dt>
            <dd className="border-t border-line pt-1 text-right font-bold">{euro(quote.total)}</dd>
            <dd className="col-span-2 text-sm text-muted">
              {t("checkout.tax", { taxRate: quote.tax_rate, amount: euro(quote.tax) })}
            </dd>
          </dl>
        ) : null}
        <p className="mt-4 text-sm text-ink">
          <span className="font-semibold">{t("checkout.billing_from")}:</span> {address.first_name}{" "}
          {address.last_name}
          {address.company ? `, ${address.company}` : ""}, {address.street}, {address.zip} {address.city},{" "}
          {countryName(address.country, i18n.language)}
        </p>
      </section>

      {/* One code per order: once one is applied, only it and the way to remove it (a fresh field then). */}
      {page.discountCode ? (
        <Form method="post" className="flex flex-wrap items-center gap-3" data-testid="applied-code">
          <p className="text-ink">
            {t(page.codeNote ? "checkout.code_discount" : "checkout.code_in_use", {
              code: page.discountCode,
            })}
          </p>
          {page.codeNote ? (
            <p role="status" className="basis-full text-ink" data-testid="code-note">
              {t(page.codeNote, { code: page.discountCode })}
            </p>
          ) : null}
          <button type="submit" name="intent" value="remove_code" className={outlineButtonClass}>
            {t("checkout.remove_code")}
          </button>
        </Form>
      ) : (
        <CodeForm />
      )}

      <Form method="post" {...formPropsWithBack(payForm)} className="flex flex-col gap-3">
        <ErrorSummary
          result={payAnswer?.result}
          formErrors={payForm.errors}
          fields={[
            // A checkbox's message says what to tick: listed on its own, not after the label.
            { id: payFields.terms.id, errors: payFields.terms.errors },
          ]}
        />
        <label className="flex items-start gap-2 text-ink">
          <input
            id={payFields.terms.id}
            type="checkbox"
            name="terms"
            className="mt-1 size-4 accent-primary"
            aria-describedby={payFields.terms.errorId}
            aria-invalid={payFields.terms.errors ? true : undefined}
          />
          <span>
            {t("checkout.terms_before")}{" "}
            <Link to="/terms" target="_blank" className="text-primary underline">
              {t("checkout.terms_link")}
            </Link>{" "}
            {t("checkout.terms_between")}{" "}
            <Link to="/withdrawal-policy" target="_blank" className="text-primary underline">
              {t("checkout.withdrawal_link")}
            </Link>
            {/* Its own text, so a language may glue the period to the link ("… withdrawal."). */}
            {t("checkout.terms_after")}
          </span>
        </label>
        <p id={payFields.terms.errorId} className="min-h-6 text-sm text-error">
          {payFields.terms.errors?.[0]}
        </p>
        {/* The order first in the DOM: Enter on the checkbox orders, not back. */}
        <div className="flex flex-row-reverse justify-between gap-3">
          <SubmitButton
            name="intent"
            value="pay"
            busy={paying}
            busyLabel={t("checkout.paying")}
            className={primaryButtonClass}
          >
            {t("checkout.pay")}
          </SubmitButton>
          <button type="submit" name="intent" value="back" formNoValidate className={outlineButtonClass}>
            {t("checkout.back")}
          </button>
        </div>
      </Form>
    </div>
  );
}

/** The field for the one discount code, while none is applied (its answer's errors go with it). */
function CodeForm() {
  const { t } = useTranslation("checkout");
  const codeAnswer = useAnswer("code");
  const [codeForm, codeFields] = useForm<{ discount_code: string }>({
    id: "checkout-code",
    lastResult: codeAnswer?.result,
  });
  return (
    <Form method="post" {...getFormProps(codeForm)} className="flex flex-col gap-1">
      <ErrorSummary
        result={codeAnswer?.result}
        formErrors={codeForm.errors}
        fields={[
          {
            id: codeFields.discount_code.id,
            label: t("checkout.labels.discount_code"),
            errors: codeFields.discount_code.errors,
          },
        ]}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <TextField
            meta={codeFields.discount_code}
            label={t("checkout.labels.discount_code")}
            required={false}
          />
        </div>
        <button type="submit" name="intent" value="apply_code" className={`${outlineButtonClass} mb-7`}>
          {t("checkout.apply_code")}
        </button>
      </div>
    </Form>
  );
}
