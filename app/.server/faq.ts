import { getApi } from "./api";
import { FaqDocument } from "./graphql/faq";
import { getFixedT, getLocale } from "./i18n";
import { pageTitle, titleWith } from "~/lib/title";

/**
 * The FAQ for /faq (every category) and /faq/{type} (one; an unknown type is a 404). `frage` names a
 * question to show open, so a shared link opens it without JavaScript too.
 */
export async function loadFaq(request: Request, type: string | null) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ faq }, t] = await Promise.all([api.request(FaqDocument, { locale }), getFixedT(request)]);
  const categories = faq.map((category) => ({ ...category, slug: category.type.toLowerCase() }));
  const current = type === null ? null : categories.find((category) => category.slug === type);
  if (current === undefined) throw new Response(null, { status: 404 });
  return {
    title: current ? titleWith(t, `${t("faq.title")}: ${current.title}`) : pageTitle(t, "faq.title"),
    metaDescription: t("faq.meta_description"),
    categories,
    current: current?.slug ?? null,
    openId: new URL(request.url).searchParams.get("frage"),
  };
}

export type FaqData = Awaited<ReturnType<typeof loadFaq>>;
