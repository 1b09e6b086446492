import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

// Labels that repeat across renders (card types, point counts, shelf headings): each text is
// translated once per language and values, and the component reads the i18n instance from context
// instead of running useTranslation (translations were a tenth of a /home render, decision 021).
// Bounded: cleared at 1,000 texts (keys × counts × shelf titles stay far below).
const texts = new Map<string, string>();
const MAX_TEXTS = 1_000;

export function useRepeatedLabels(namespace: string) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = i18n.language;
  const label = (key: string, values?: Record<string, string | number>) => {
    const cacheKey = `${language}|${namespace}|${key}|${values ? JSON.stringify(values) : ""}`;
    let text = texts.get(cacheKey);
    if (text === undefined) {
      const t = i18n.getFixedT(language, namespace);
      text = values === undefined ? t(key) : t(key, values);
      // A namespace not loaded yet answers the key: not kept, so the text comes once it is.
      if (text === key) return text;
      if (texts.size >= MAX_TEXTS) texts.clear();
      texts.set(cacheKey, text);
    }
    return text;
  };
  return { language, label };
}
