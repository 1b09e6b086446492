import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { getApi, upstreamFailure, UpstreamValidationError, type Api } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { isEfnBypass } from "~/.server/efn";
import type { Employment, Profession } from "~/.server/graphql/generated/graphql";
import { getFixedT, getLocale } from "~/.server/i18n";
import { refusalMessages } from "~/.server/refusals";
import { flash } from "~/.server/session";
import { readProofForm } from "~/.server/upload";
import { professionalOptions } from "~/features/auth/register.server";
import { uploadErrorMessage } from "~/lib/proof-upload";
import { pageTitle } from "~/lib/title";
import type { Translate } from "~/lib/validation";
import { ProfessionalDetailsPageDocument, UpdateProfessionalDetailsDocument } from "./profile.graphql.server";
import { professionalDetailsSchema } from "./profile.schema";

// /profile/professional-details: profession, employment, country and main field; a new
// profession or country needs new proof by registration's rules (decision 018).

async function loadPage(api: Api) {
  const page = await api.request(ProfessionalDetailsPageDocument);
  if (!page.me) throw new Response(null, { status: 401 });
  return { ...page, me: page.me };
}

export async function loadProfessionalDetails(request: Request) {
  await requireToken(request);
  const locale = await getLocale(request);
  const [{ me, professions, fields }, t] = await Promise.all([
    getApi(request, { locale }).then(loadPage),
    getFixedT(request),
  ]);
  return {
    title: pageTitle(t, "profile:professional.title"),
    saved: { profession: me.profession, country: me.country },
    pending: me.validation_request_pending || me.validation_status === "PENDING",
    values: {
      profession: me.profession,
      employment: me.employment ?? "",
      country: me.country,
      field_id: me.field?.id ?? "",
    },
    ...professionalOptions(locale, professions, fields),
  };
}

const FORM_FIELDS = ["profession", "employment", "country", "field_id", "efn", "validation_file"];

/**
 * Spec §8: our words for the upstream's first code per field; a proof that already waits for staff
 * shows at the profession (it cannot change until staff decide).
 */
function upstreamErrors(error: UpstreamValidationError, t: Translate) {
  const { fieldErrors, formErrors } = refusalMessages(error, t, {
    fields: Object.fromEntries(FORM_FIELDS.map((field) => [field, field])),
  });
  if (error.has("PROOF_PENDING")) {
    delete fieldErrors.validation_file;
    fieldErrors.profession = [t("profile:professional.pending")];
  }
  return { fieldErrors, formErrors };
}

export async function saveProfessionalDetails(request: Request, clientIp: string) {
  await requireToken(request);
  const [t, locale] = await Promise.all([getFixedT(request), getLocale(request)]);
  const api = await getApi(request, { locale });
  const { me } = await loadPage(api);
  const { fields, upload: carried, foreign, failure } = await readProofForm(request, { locale, clientIp });
  const upload = foreign ? null : carried;
  if (upload) {
    fields.set("validation_file", upload.uuid);
    fields.set("validation_file_name", upload.fileName);
  } else fields.delete("validation_file");
  const schema = professionalDetailsSchema(t, {
    saved: { profession: me.profession, country: me.country },
    isBypass: isEfnBypass,
  });
  const submission = parseWithZod(fields, { schema });
  const reply = (options: Parameters<typeof submission.reply>[0] = {}, status = 400) =>
    data({ result: submission.reply(options), upload }, { status });
  if (foreign) return reply({ fieldErrors: { validation_file: [t("upload:errors.not_yours")] } });
  if (failure) return reply({ fieldErrors: { validation_file: [uploadErrorMessage(t, failure)] } });
  if (submission.status !== "success") return reply();

  const { efn, validation_file: file, ...value } = submission.value;
  try {
    await api.request(UpdateProfessionalDetailsDocument, {
      input: {
        profession: value.profession as Profession,
        employment: value.employment as Employment,
        country: value.country,
        field_id: value.field_id,
        efn: efn ?? null,
        validation_file: file ? { create: { uuid: file } } : null,
      },
    });
  } catch (error) {
    if (error instanceof UpstreamValidationError) {
      return reply(upstreamErrors(error, t));
    }
    const failed = upstreamFailure(error);
    if (failed) return reply({ formErrors: [t(failed.messageKey)] }, failed.status);
    throw error;
  }
  const message = file ? "profile:professional.proof_sent" : "profile:saved";
  throw redirect(new URL(request.url).pathname, {
    status: 303,
    headers: await flash(request, { kind: "success", messages: [{ key: message }] }),
  });
}
