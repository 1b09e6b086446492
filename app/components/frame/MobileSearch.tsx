import { useTranslation } from "react-i18next";
import { Disclosure } from "./Disclosure";
import { SearchIcon } from "../ui/icons";
import { SearchForm } from "./SearchForm";

/** The bottom navigation's search toggle: a `<details>`, so it opens without JavaScript too. */
export function MobileSearch({ itemClassName }: { itemClassName: string }) {
  const { t } = useTranslation("frame");
  return (
    <Disclosure
      id="mobile-search"
      className="group h-full"
      summaryClassName={`${itemClassName} text-muted group-open:text-primary`}
      summary={
        <>
          <SearchIcon />
          <span>{t("bottom_nav.search")}</span>
        </>
      }
      panelClassName="fixed inset-x-0 bottom-16 border-t border-line bg-white p-3 shadow-lg"
      onOpen={(details) => details.querySelector("input")?.focus()}
    >
      <SearchForm inputId="mobile-search-term" />
    </Disclosure>
  );
}
