import { useTranslation } from "react-i18next";
import { Disclosure } from "./Disclosure";
import { SearchIcon } from "../ui/icons";
import { SearchForm } from "./SearchForm";

const PANEL_PLACEMENT = {
  /** Above the bottom navigation. */
  bottom: "bottom-16 border-t",
  /** Below the top bar, on pages without the bottom navigation (the video layout). */
  top: "top-16 border-b",
} as const;

/** The phone's search toggle: a `<details>`, so it opens without JavaScript too. */
export function MobileSearch({
  itemClassName,
  id = "mobile-search",
  placement = "bottom",
}: {
  itemClassName: string;
  /** Unique per page (its field's id follows it). */
  id?: string;
  placement?: keyof typeof PANEL_PLACEMENT;
}) {
  const { t } = useTranslation("frame");
  return (
    <Disclosure
      id={id}
      className="group h-full"
      summaryClassName={`${itemClassName} text-muted group-open:text-primary`}
      summary={
        <>
          <SearchIcon />
          <span>{t("bottom_nav.search")}</span>
        </>
      }
      panelClassName={`fixed inset-x-0 ${PANEL_PLACEMENT[placement]} border-line bg-white p-3 shadow-lg`}
      onOpen={(details) => details.querySelector("input")?.focus()}
    >
      <SearchForm inputId={`${id}-term`} />
    </Disclosure>
  );
}
