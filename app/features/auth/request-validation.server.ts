import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { RequestValidationData } from "./RequestValidationDialog";
import { uploadErrorMessage, type ProofUploadValue } from "~/lib/proof-upload";
import type { FlashMessage } from "~/lib/flash";
import { safeRedirect } from "~/lib/redirect";
import { createRequestValidationSchema, toValidationStatus } from "./request-validation.schema";
import type { Translate } from "~/lib/validation";
import type { Language } from "~/i18n";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { refusalText } from "~/.server/refusals";
import { requireToken } from "~/.server/auth";
import { isEfnBypass } from "~/.server/efn";
import type { Profession } from "~/.server/graphql/generated/graphql";
import {
  ProfessionsDocument,
  RefreshValidationContextDocument,
  RefreshValidationDocument,
  RequestValidationDocument,
} from "./account.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { commitSession, getSession, setDraft, type AppSession } from "~/.server/session";
import { readProofForm } from "~/.server/upload";
import type { DialogFlow } from "./dialog-flow";

type ProfessionOption = RequestValidationData["professions"][number];

function reply(
  result: SubmissionResult<string[]>,
  upload: ProofUploadValue | null,
  snackbar: FlashMessage | null = null,
  status = 400,
) {
  return data({ result, upload, snackbar }, { status });
}

type Submit = (value: {
  profession: Profession;
  efn?: string;
  validation_file?: { create: { uuid: string } };
}) => Promise<never>;

/**
 * The request-validation post of both modes (spec §5, §8): reads the multipart form (streaming a file
 * chosen without JavaScript on to the storage), validates it with the dialog's schema and calls `submit`.
 * Upstream validation errors go to their fields, the rest to the error alert; failures to the snackbar.
 */
async function handleRequest(
  request: Request,
  context: {
    t: Translate;
    locale: Language;
    country: string | null;
    professions: string[];
    pending: boolean;
    clientIp: string;
    submit: Submit;
    /** The upstream says a proof already waits (sent meanwhile): back to the dialog, which shows that. */
    showPending: () => Promise<never>;
  },
) {
  const { t, locale } = context;
  // Spec §4: while a proof is PENDING the form is blocked; nothing is read or uploaded.
  if (context.pending) {
    const message = t("auth:request_validation.status.PENDING.text");
    return reply({ status: "error", error: { "": [message] } }, null, null, 409);
  }
  const { fields, upload, foreign, failure } = await readProofForm(request, {
    locale,
    clientIp: context.clientIp,
  });
  // A file uploaded earlier (with JavaScript, or in a previous post) must be this session's own.
  if (foreign) {
    const result = { status: "error" as const, error: { validation_file: [t("upload:errors.not_yours")] } };
    return reply(result, null);
  }
  if (upload) {
    fields.set("validation_file", upload.uuid);
    fields.set("validation_file_name", upload.fileName);
  }
  const schema = createRequestValidationSchema(t, {
    country: context.country,
    professions: context.professions,
    isBypass: isEfnBypass,
  });
  const submission = parseWithZod(fields, { schema });
  if (failure) {
    return reply(
      submission.reply({ fieldErrors: { validation_file: [uploadErrorMessage(t, failure)] } }),
      null,
    );
  }
  if (submission.status !== "success") return reply(submission.reply(), upload);

  const { profession, efn, validation_file: file } = submission.value;
  try {
    return await context.submit({
      profession: profession as Profession,
      efn,
      validation_file: file ? { create: { uuid: file } } : undefined,
    });
  } catch (error) {
    const failed = upstreamFailure(error);
    if (failed) {
      return reply(
        submission.reply(),
        upload,
        { kind: "error", messages: [{ key: failed.messageKey }] },
        failed.status,
      );
    }
    if (!(error instanceof UpstreamValidationError)) throw error;
    if (error.has("PROOF_PENDING")) return context.showPending();
    return reply(submission.reply(upstreamErrors(error, t)), upload);
  }
}

/**
 * Spec §8: our words for the first code per field; the dialog's own fields get theirs, the rest the
 * error alert. Any refusal of the password or the renewal ticket (expired, used, or the password
 * changed meanwhile) means: log in again.
 */
function upstreamErrors(error: UpstreamValidationError, t: Translate) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [key, codes] of Object.entries(error.fields)) {
    const field = key.replace(/^input\./, "").split(".")[0] ?? key;
    if (field === "efn" || field === "profession" || field === "validation_file")
      fieldErrors[field] ??= [refusalText(t, codes[0] ?? null)];
    else if (field === "password" || field === "renewal_token")
      formErrors.push(t("auth:request_validation.invalid_credentials"));
    else formErrors.push(refusalText(t, codes[0] ?? null));
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0)
    formErrors.push(refusalText(t, error.code()));
  return { fieldErrors, formErrors: [...new Set(formErrors)] };
}

const professionOptions = (options: ProfessionOption[]) =>
  options.map(({ value, group, label_de, label_en }) => ({ value, group, label_de, label_en }));

/** Clears the suspended login's credentials once the user left the dialog (spec §4: closing resets). */
export function resetRenewal(session: AppSession): boolean {
  if (!session.has("renewal")) return false;
  session.unset("renewal");
  return true;
}

/**
 * Validation renewal after a SUSPENDED login (spec §4): `requestValidation` with the credentials the
 * login left in the server-side session. Never sends the stored password to the browser.
 */
export const requestValidationFlow: DialogFlow<RequestValidationData | null> = {
  async load(request, locale) {
    const renewal = (await getSession(request)).get("renewal");
    if (!renewal) return null;
    const { professions } = await (await getApi(request, { locale })).request(ProfessionsDocument);
    return {
      mode: "suspended",
      email: renewal.email,
      validationStatus: toValidationStatus(renewal.validationStatus),
      profession: renewal.profession,
      country: renewal.country,
      professions: professionOptions(professions),
    };
  },

  async action({ request, context }: ActionFunctionArgs) {
    const [t, locale, session] = await Promise.all([
      getFixedT(request),
      getLocale(request),
      getSession(request),
    ]);
    const renewal = session.get("renewal");
    if (!renewal) throw redirect("/?dialog=request-validation");
    const api = await getApi(request, { locale });
    const { professions } = await api.request(ProfessionsDocument);
    return handleRequest(request, {
      t,
      locale,
      country: renewal.country,
      professions: professions.map((option) => option.value),
      pending: renewal.validationStatus === "PENDING",
      clientIp: context.clientIp ?? "unknown",
      async showPending() {
        setDraft(session, "renewal", { ...renewal, validationStatus: "PENDING" });
        throw redirect("/?dialog=request-validation", {
          headers: { "Set-Cookie": await commitSession(session) },
        });
      },
      async submit(value) {
        await api.request(RequestValidationDocument, {
          email: renewal.email,
          renewal_token: renewal.renewalToken,
          ...value,
        });
        // The ticket is used up: the renewal ends with the request.
        session.unset("renewal");
        // Spec §5 / contract: an accepted EFN makes the account active again; a file waits for review.
        const message = value.efn
          ? { key: "auth:request_validation.success_login" }
          : { key: "auth:snackbar.request_success" };
        session.flash("flash", { kind: "success", messages: [message] });
        throw redirect(value.efn ? "/?dialog=login" : "/", {
          headers: { "Set-Cookie": await commitSession(session) },
        });
      },
    });
  },
};

/** The refresh dialog's data (spec §4 renewal from the alert): the signed-in user's proof state. */
export async function loadRefreshValidation(request: Request): Promise<RequestValidationData> {
  await requireToken(request);
  const locale = await getLocale(request);
  const { me, professions } = await (
    await getApi(request, { locale })
  ).request(RefreshValidationContextDocument);
  if (!me) throw redirect("/");
  return {
    mode: "refresh",
    email: null,
    // Spec §4: the renewal from the alert starts from an accepted proof; a proof that waits for staff
    // (also a renewal sent earlier) shows the pending state and blocks the form.
    validationStatus: me.validation_request_pending
      ? "PENDING"
      : (toValidationStatus(me.validation_status) ?? "ACCEPTED"),
    profession: me.profession ?? "MEDICAL_STUDENT",
    country: me.country,
    professions: professionOptions(professions),
  };
}

/** `refreshValidation` for the signed-in user; success flashes request_success and returns to `redirectTo`. */
export async function refreshValidationAction({ request, context }: ActionFunctionArgs) {
  await requireToken(request);
  const [t, locale] = await Promise.all([getFixedT(request), getLocale(request)]);
  const api = await getApi(request, { locale });
  const { me, professions } = await api.request(RefreshValidationContextDocument);
  if (!me) throw redirect("/");
  const back = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  return handleRequest(request, {
    t,
    locale,
    country: me.country,
    professions: professions.map((option) => option.value),
    pending: me.validation_request_pending,
    clientIp: context.clientIp ?? "unknown",
    async showPending() {
      const url = new URL(request.url);
      throw redirect(safeRedirect(url.pathname + url.search));
    },
    async submit(value) {
      await api.request(RefreshValidationDocument, value);
      const session = await getSession(request);
      session.flash("flash", { kind: "success", messages: [{ key: "auth:snackbar.request_success" }] });
      throw redirect(back, { headers: { "Set-Cookie": await commitSession(session) } });
    },
  });
}
