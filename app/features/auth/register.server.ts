import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { countryOptions } from "~/lib/countries";
import { safeRedirect } from "~/lib/redirect";
import { efnApplies } from "~/lib/efn";
import type { FlashMessage } from "~/lib/flash";
import {
  isRegisterStep,
  proofStepSchema,
  registerStepSchemas,
  SELF_ATTRIBUTIONS,
  type RegisterStep,
} from "./register.schema";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { startSession } from "~/.server/auth";
import { actionLimit, retryAfterMinutes } from "~/.server/rate-limit";
import { isEfnBypass } from "~/.server/efn";
import type { Gender, Employment, Profession, Title } from "~/.server/graphql/generated/graphql";
import {
  CheckEmailDocument,
  RegisterUserDocument,
  RegistrationOptionsDocument,
  RequestRegistrationCodeDocument,
} from "./account.graphql.server";
import { getFixedT } from "~/.server/i18n";
import {
  commitSession,
  getSession,
  sessionCookieWouldBeDropped,
  setDraft,
  type AppSession,
} from "~/.server/session";
import { seal, unseal } from "~/.server/seal";
import type { RegistrationDraft } from "~/.server/session-store";
import { isOwnUpload, parseProofUpload } from "~/.server/upload";
import { uploadErrorMessage } from "~/lib/proof-upload";
import type { DialogFlow } from "./dialog-flow";
import { contentType, readForm } from "~/.server/form";
import { refusalKey } from "~/.server/refusals";
import { labelIn } from "~/lib/labels";

type Values = RegistrationDraft["values"];

const emptyDraft = (): RegistrationDraft => ({ reached: 1, values: {} });
const stepPath = (step: number) => `/?dialog=register&step=${step}`;

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function currentStep(request: Request): RegisterStep {
  const step = Number(new URL(request.url).searchParams.get("step") ?? 1);
  return isRegisterStep(step) ? step : 1;
}

/** What the dialog may show of the draft: everything but the password. */
function publicValues(values: Values) {
  const { password, ...rest } = values;
  return { ...rest, hasPassword: Boolean(password) };
}

async function go(session: AppSession, step: number, message?: FlashMessage) {
  if (message) session.flash("flash", message);
  return redirect(stepPath(step), { headers: { "Set-Cookie": await commitSession(session) } });
}

function reply(result: SubmissionResult<string[]>, snackbar: FlashMessage | null = null, status = 400) {
  return data({ result, snackbar }, { status });
}

/** An upstream validation error for the error snackbar: our words for the first code per field (spec §8). */
function upstreamMessages(error: UpstreamValidationError): FlashMessage {
  const codes = Object.values(error.fields).map((codes) => codes[0] ?? null);
  const keys = [...new Set((codes.length > 0 ? codes : [error.code()]).map((code) => refusalKey(code)))];
  return { kind: "error", messages: keys.map((key) => ({ key })) };
}

/** Spec 3.2 draft rules: leaving DOCTOR or DE clears the EFN; a new main field replaces the old one in the followed list. */
export function applyDraftRules(previous: Values, next: Values): Values {
  const merged = { ...previous, ...next };
  if (!efnApplies(merged.profession, merged.country)) delete merged.efn;
  if (next.field_id && next.field_id !== previous.field_id) {
    const others = (merged.fieldSubscriptions ?? []).filter(
      (id) => id !== previous.field_id && id !== next.field_id,
    );
    merged.fieldSubscriptions = [next.field_id, ...others];
  }
  return merged;
}

export const registerFlow: DialogFlow<Awaited<ReturnType<typeof loadRegistration>>> = {
  load: loadRegistration,
  action: ({ request, context }) => registerAction(request, context.clientIp ?? "unknown"),
};

type Labelled = { label_de: string; label_en: string };

/**
 * The choices of registration's steps 3 and 4 (also the professional-details page): professions with
 * their group, the fields sorted by their label (German collation) and the countries, in `locale`.
 */
export function professionalOptions(
  locale: string,
  professions: Array<Labelled & { value: string; group: string }>,
  fields: Array<Labelled & { id: string; color: string; relevant: boolean; mappedId?: string | null }>,
) {
  const collator = new Intl.Collator(locale);
  const label = (item: Labelled) => labelIn(locale, item);
  return {
    professions: professions.map((p) => ({ value: p.value, group: p.group, label: label(p) })),
    // Mapped fields are merged into their target (spec 3.4): only the targets are offered.
    fields: fields
      .filter((field) => !field.mappedId)
      .map((field) => ({ id: field.id, label: label(field), color: field.color, relevant: field.relevant }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    countries: countryOptions(locale),
  };
}

async function loadRegistration(request: Request, locale: string) {
  const session = await getSession(request);
  const draft = session.get("registration") ?? emptyDraft();
  const step = currentStep(request);
  if (step > draft.reached) throw redirect(stepPath(draft.reached));
  const { professions, fields } = await (
    await getApi(request, { locale })
  ).request(RegistrationOptionsDocument);
  return {
    step,
    values: publicValues(draft.values),
    ...professionalOptions(locale, professions, fields),
    // Spec 2.5: the self-attribution origins in random order.
    attributions: shuffled(SELF_ATTRIBUTIONS),
  };
}

// The registration-code action is rate limited per IP and per email: it sends mails and checks codes.
const codeLimit = actionLimit("registration-code");

async function registerAction(request: Request, clientIp: string) {
  const session = await getSession(request);
  const draft = session.get("registration") ?? emptyDraft();
  const step = currentStep(request);
  if (step > draft.reached) throw redirect(stepPath(draft.reached));
  const t = await getFixedT(request);

  const isMultipart = contentType(request) === "multipart/form-data";
  const proof = step === 5 && isMultipart ? await parseProofUpload(request, { clientIp }) : null;
  const form = proof ? proof.fields : await readForm(request);
  const intent = form.get("intent");

  // Opened with `redirect` (a page's login or subscribe dialog): the step URLs drop it, the draft keeps it.
  const requested = new URL(request.url).searchParams.get("redirect");
  const redirectTo = requested ? safeRedirect(requested) : draft.redirectTo;
  const save = (values: Values, reached = draft.reached) => {
    setDraft(session, "registration", {
      reached: Math.max(draft.reached, reached),
      values: applyDraftRules(draft.values, values),
      ...(redirectTo ? { redirectTo } : {}),
    });
  };

  if (intent === "back") return go(session, Math.max(1, step - 1));

  if (intent === "resend" && step === 7) {
    return sendCode(request, session, clientIp, draft.values.email ?? "", {
      kind: "success",
      messages: [{ key: "register:resent_code" }],
    });
  }

  switch (step) {
    case 1: {
      const keepPassword = Boolean(draft.values.password) && !form.get("password");
      const submission = parseWithZod(form, { schema: registerStepSchemas[1](t, { keepPassword }) });
      if (submission.status !== "success")
        return reply(submission.reply({ hideFields: ["password", "password_repeat"] }));
      const { email } = submission.value;
      if (sessionCookieWouldBeDropped(request)) {
        const formErrors = [t("auth:insecure_connection")];
        return reply(
          submission.reply({ formErrors, hideFields: ["password", "password_repeat"] }),
          null,
          403,
        );
      }
      const taken = () =>
        reply(
          submission.reply({
            fieldErrors: { email: [t("register:email_taken")] },
            hideFields: ["password", "password_repeat"],
          }),
          { kind: "error", messages: [{ key: "register:email_taken" }] },
        );
      try {
        const { checkEmailDuplicate } = await (await getApi(request)).request(CheckEmailDocument, { email });
        if (!checkEmailDuplicate.available) return taken();
      } catch (error) {
        // Spec §8: the upstream may also say so with a validation error on the email.
        if (error instanceof UpstreamValidationError && error.has("EMAIL_TAKEN", "email")) return taken();
        if (error instanceof UpstreamValidationError) {
          const text = t(refusalKey(error.code("email") ?? error.code()));
          return reply(submission.reply({ fieldErrors: { email: [text] }, hideFields: ["password"] }));
        }
        return failure(error, submission.reply({ hideFields: ["password", "password_repeat"] }));
      }
      // The password travels on sealed (seal.ts): no session store holds it in clear.
      const typed = (submission.value as { password?: string }).password;
      save({ email, password: typed ? seal(typed) : draft.values.password }, 2);
      return go(session, 2);
    }
    case 2: {
      const submission = parseWithZod(form, { schema: registerStepSchemas[2](t) });
      if (submission.status !== "success") return reply(submission.reply());
      save({ ...submission.value, title: submission.value.title ?? "" }, 3);
      return go(session, 3);
    }
    case 3: {
      const submission = parseWithZod(form, { schema: registerStepSchemas[3](t) });
      if (submission.status !== "success") return reply(submission.reply());
      save(submission.value, 4);
      return go(session, 4);
    }
    case 4: {
      const submission = parseWithZod(form, { schema: registerStepSchemas[4](t) });
      if (submission.status !== "success") return reply(submission.reply());
      save(submission.value, 5);
      return go(session, 5);
    }
    case 5: {
      const upload = proof?.upload ?? null;
      if (proof?.error) {
        const message = proof.failure ? uploadErrorMessage(t, proof.failure) : t(`validation:${proof.error}`);
        return reply({
          status: "error",
          initialValue: { efn: String(form.get("efn") ?? "") },
          error: { validation_file: [message] },
        });
      }
      // With JavaScript the file went straight to storage; its uuid comes as `validation_file`, and
      // must be one this session asked a ticket for.
      const uploadedUuid = String(form.get("validation_file") ?? "");
      if (uploadedUuid && !upload && !(await isOwnUpload(request, uploadedUuid))) {
        return reply({
          status: "error",
          initialValue: { efn: String(form.get("efn") ?? "") },
          error: { validation_file: [t("upload:errors.not_yours")] },
        });
      }
      const file =
        upload ??
        (uploadedUuid
          ? { uuid: uploadedUuid, fileName: String(form.get("validation_file_name") ?? "") }
          : null);
      const keptFile = file ?? draft.values.validation_file ?? null;
      const submission = parseWithZod(form, {
        schema: proofStepSchema(t, {
          profession: draft.values.profession,
          country: draft.values.country,
          hasFile: Boolean(keptFile),
          isBypass: isEfnBypass,
        }),
      });
      if (submission.status !== "success") return reply(submission.reply());
      const efn = efnApplies(draft.values.profession, draft.values.country)
        ? (submission.value.efn ?? "")
        : "";
      // An EFN makes the file unnecessary (spec §5: the upload is disabled once an EFN is entered).
      save({ efn, validation_file: efn ? undefined : (keptFile ?? undefined) }, 6);
      return go(session, 6);
    }
    case 6: {
      const submission = parseWithZod(form, { schema: registerStepSchemas[6](t) });
      if (submission.status !== "success") return reply(submission.reply());
      const main = draft.values.field_id;
      const chosen = submission.value.fieldSubscriptions.filter((id) => id !== main);
      save({ fieldSubscriptions: main ? [main, ...chosen] : chosen }, 7);
      // Spec 2.5: Next on step 6 requests the confirmation code.
      return sendCode(request, session, clientIp, draft.values.email ?? "");
    }
    case 7: {
      const submission = parseWithZod(form, { schema: registerStepSchemas[7](t) });
      if (submission.status !== "success") return reply(submission.reply());
      return register(request, session, draft, submission.value, (errors) =>
        submission.reply({ fieldErrors: errors }),
      );
    }
  }
}

async function sendCode(
  request: Request,
  session: AppSession,
  clientIp: string,
  email: string,
  message?: FlashMessage,
) {
  const limit = await codeLimit.check(clientIp, email);
  if (limit.limited) {
    session.flash("flash", {
      kind: "error",
      messages: [{ key: "register:rate_limited", values: { count: retryAfterMinutes(limit) } }],
    });
    return redirect(stepPath(message ? 7 : 6), { headers: { "Set-Cookie": await commitSession(session) } });
  }
  await codeLimit.record(email);
  try {
    await (await getApi(request)).request(RequestRegistrationCodeDocument, { email });
  } catch (error) {
    const snackbar =
      error instanceof UpstreamValidationError ? upstreamMessages(error) : failureMessage(error);
    session.flash("flash", snackbar);
    return redirect(stepPath(6), { headers: { "Set-Cookie": await commitSession(session) } });
  }
  return go(session, 7, message);
}

async function register(
  request: Request,
  session: AppSession,
  { values, redirectTo }: RegistrationDraft,
  step7: {
    registrationCode: string;
    notify_promotions?: "on";
    self_attributions: Array<(typeof SELF_ATTRIBUTIONS)[number]>;
  },
  fieldReply: (errors: Record<string, string[]>) => SubmissionResult<string[]>,
) {
  const t = await getFixedT(request);
  try {
    const { registerUser } = await (
      await getApi(request)
    ).request(RegisterUserDocument, {
      input: {
        email: values.email ?? "",
        password: unseal(values.password ?? "") ?? "",
        gender: values.gender as Gender,
        title: values.title ? (values.title as Title) : null,
        first_name: values.first_name ?? "",
        last_name: values.last_name ?? "",
        profession: values.profession as Profession,
        employment: values.employment as Employment,
        country: values.country ?? "",
        field_id: values.field_id ?? "",
        fieldSubscriptions: values.fieldSubscriptions ?? [],
        registrationCode: step7.registrationCode,
        notify_promotions: step7.notify_promotions === "on",
        self_attributions: step7.self_attributions,
        efn: values.efn || null,
        validation_file: values.validation_file ? { create: { uuid: values.validation_file.uuid } } : null,
      },
    });
    // The draft (and the password in it) ends with the registration.
    session.unset("registration");
    await commitSession(session);
    const cookie = await startSession(
      request,
      registerUser.token,
      { kind: "success", messages: [{ key: "register:success" }] },
      { newAccount: true },
    );
    return redirect(safeRedirect(redirectTo), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof UpstreamValidationError) {
      // The code at its field (wrong, expired, used); anything else, as a taken address, in the snackbar.
      const code = error.codes("registrationCode");
      if (code.length > 0) {
        return reply(fieldReply({ registrationCode: [t(refusalKey(code[0] ?? null))] }));
      }
      return reply(fieldReply({}), upstreamMessages(error));
    }
    return failure(error, fieldReply({}));
  }
}

function failureMessage(error: unknown): FlashMessage {
  const known = upstreamFailure(error);
  if (!known) throw error;
  return { kind: "error", messages: [{ key: known.messageKey }] };
}

function failure(error: unknown, result: SubmissionResult<string[]>) {
  const known = upstreamFailure(error);
  if (!known) throw error;
  return reply(result, { kind: "error", messages: [{ key: known.messageKey }] }, known.status);
}
