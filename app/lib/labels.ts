/** The interface's two languages; anything else reads as German, the default. */
export const languageOf = (locale: string | undefined): "de" | "en" => (locale === "en" ? "en" : "de");

/** The API's bilingual labels (fields, professions, countries) in the viewer's language. */
export const labelIn = (locale: string | undefined, item: { label_de: string; label_en: string }): string =>
  languageOf(locale) === "en" ? item.label_en : item.label_de;
