import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { supportedLanguages } from "~/i18n";
import { cx } from "../ui/cx";
import { useCurrentPath } from "./urls";

type Props = { tone: "light" | "dark"; className?: string };

/** Posts the chosen language to /locale, which stores it and comes back here. */
export function LanguageSwitch({ tone, className }: Props) {
  const { t, i18n } = useTranslation("frame");
  const redirectTo = useCurrentPath();
  const current = i18n.language === "en" ? "en" : "de";
  return (
    <Form method="post" action="/locale" preventScrollReset className={className}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("language.label")}</legend>
        {supportedLanguages.map((language) => {
          const active = language === current;
          return (
            <button
              key={language}
              type="submit"
              name="locale"
              value={language}
              lang={language}
              aria-current={active ? "true" : undefined}
              className={cx(
                "min-h-8 rounded-full border px-3 text-sm font-semibold",
                tone === "light" &&
                  (active
                    ? "border-primary bg-primary text-white"
                    : "border-line text-primary hover:bg-primary-light"),
                tone === "dark" &&
                  (active
                    ? "border-white bg-white text-primary-dark"
                    : "border-white/60 text-white hover:bg-white/10"),
              )}
            >
              {t(`language.${language}`)}
            </button>
          );
        })}
      </fieldset>
    </Form>
  );
}
