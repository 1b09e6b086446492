import { useTranslation } from "react-i18next";
import { DRAWER_ID, MENU_TOGGLE_ID } from "./constants";
import { MenuIcon } from "../ui/icons";

type Props = { hydrated: boolean; expanded: boolean; onToggle: () => void };

const className =
  "inline-flex size-12 shrink-0 items-center justify-center rounded-full text-ink hover:bg-primary-light";

/**
 * Without JavaScript a link to `#drawer` (the drawer opens by CSS `:target`); once hydrated a
 * button that reports its state.
 */
export function MenuToggle({ hydrated, expanded, onToggle }: Props) {
  const { t } = useTranslation("frame");
  if (!hydrated) {
    return (
      <a id={MENU_TOGGLE_ID} href={`#${DRAWER_ID}`} className={className} aria-label={t("menu.label")}>
        <MenuIcon />
      </a>
    );
  }
  return (
    <button
      id={MENU_TOGGLE_ID}
      type="button"
      className={className}
      aria-label={t("menu.label")}
      aria-expanded={expanded}
      aria-controls={DRAWER_ID}
      onClick={onToggle}
    >
      <MenuIcon />
    </button>
  );
}
