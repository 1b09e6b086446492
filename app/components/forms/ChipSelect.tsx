import { useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMediaQuery } from "~/components/frame/useMediaQuery";
import { onDemand } from "~/render/on-demand";
import { useHydrated } from "~/lib/use-hydrated";
import type { ChipOption } from "./chip-option";

// The bottom sheet's code (the dialog library) loads when a small screen first opens it.
const ChipSheet = onDemand("ChipSheet", () => import("./ChipSheet").then((m) => m.default));

type Props = {
  /** The form field: one value for radios, repeated for checkboxes. */
  name: string;
  type: "radio" | "checkbox";
  legend: string;
  /** Shown sorted by label in the page's language (German collation by default). */
  options: ChipOption[];
  defaultChecked: string[];
  /** Chosen and not changeable here (the main field among the followed ones); not posted. */
  locked?: string[];
  required?: boolean;
  /** The first input's id (error summaries link to it). */
  id?: string;
  errors?: string[];
  errorId?: string;
  testId?: string;
};

const chipClass =
  "inline-flex min-h-10 cursor-pointer items-center rounded-full border border-line bg-white px-3 text-sm text-ink";
// The chip is the label of a visually hidden native input: keyboard, forms and no-JS come for free.
const inputChipClass = `${chipClass} peer-checked:border-primary peer-checked:bg-primary peer-checked:text-white peer-disabled:cursor-default peer-disabled:opacity-80 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary`;

/**
 * The chip selector of spec §4: a searchable, alphabetically sorted list of chips over
 * native radios or checkboxes. Without JavaScript every option is a chip in one list. With it a
 * search box filters the chips, extended options wait behind a "more" button, which on small screens
 * opens a bottom sheet that closes on selection. Options filtered out stay in the form (hidden).
 */
export function ChipSelect({
  name,
  type,
  legend,
  options,
  defaultChecked,
  locked = [],
  required = true,
  id,
  errors,
  errorId,
  testId,
}: Props) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const small = useMediaQuery("(max-width: 599px)", false);
  const ownId = useId();
  const [chosen, setChosen] = useState(() => new Set([...defaultChecked, ...locked]));
  const [query, setQuery] = useState("");
  const [expanded, setExpanded] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return [...options].sort((a, b) => collator.compare(a.label, b.label));
  }, [options, i18n.language]);

  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const matches = (option: ChipOption) => option.label.toLocaleLowerCase(i18n.language).includes(needle);
  const hiddenExtended = sorted.filter((option) => option.extended && !chosen.has(option.value));
  const visible = (option: ChipOption) =>
    !hydrated || (needle ? matches(option) : !option.extended || chosen.has(option.value) || expanded);

  function choose(value: string, on: boolean) {
    setChosen((current) => {
      if (locked.includes(value)) return current;
      if (type === "radio") return new Set(on ? [value] : []);
      const next = new Set(current);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  }

  const error = errors?.[0];
  const inputId = (index: number) => (index === 0 && id ? id : `${ownId}-${index}`);
  const shown = sorted.filter(visible);
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      data-testid={testId}
    >
      <legend className="mb-1 font-medium text-ink">
        {legend}
        {required ? null : ` ${t("form.optional")}`}
      </legend>
      {hydrated ? (
        <label className="flex flex-col text-sm font-medium text-ink">
          {t("chips.search")}
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="mt-1 min-h-10 rounded-md border border-line px-3 font-normal"
          />
        </label>
      ) : null}
      <ul className="flex max-h-72 flex-wrap gap-2 overflow-y-auto p-1">
        {sorted.map((option, index) => {
          const inputIdValue = inputId(index);
          const isLocked = locked.includes(option.value);
          return (
            <li key={option.value} hidden={!visible(option)}>
              <input
                id={inputIdValue}
                type={type}
                name={name}
                value={option.value}
                checked={chosen.has(option.value)}
                onChange={(event) => choose(option.value, event.target.checked)}
                disabled={isLocked}
                className="peer sr-only"
              />
              <label htmlFor={inputIdValue} className={inputChipClass}>
                {option.label}
              </label>
            </li>
          );
        })}
      </ul>
      {hydrated && needle && shown.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {t("chips.none", { query: query.trim() })}
        </p>
      ) : null}
      {hydrated && !needle && !expanded && hiddenExtended.length > 0 ? (
        <button
          ref={moreRef}
          type="button"
          onClick={() => (small ? setSheetOpen(true) : setExpanded(true))}
          className="self-start text-sm font-semibold text-primary underline"
        >
          {t("chips.more", { count: hiddenExtended.length })}
        </button>
      ) : null}
      <p id={errorId} className="min-h-6 text-sm text-error">
        {error}
      </p>
      {hydrated && sheetOpen ? (
        <ChipSheet
          title={legend}
          closeLabel={t("dialog.close")}
          chipClass={chipClass}
          options={hiddenExtended}
          onClose={() => setSheetOpen(false)}
          onChoose={(value) => {
            // Spec §4: the sheet closes on selection.
            choose(value, true);
            setSheetOpen(false);
          }}
        />
      ) : null}
    </fieldset>
  );
}
