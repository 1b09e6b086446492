import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_DEBOUNCE_MS } from "~/components/frame/constants";
import { SearchIcon } from "~/components/ui/icons";
import { useDebouncedValue } from "~/components/frame/useDebouncedValue";
import { searchPath } from "~/lib/links";

export const SEARCH_PAGE_INPUT_ID = "search-page-term";

/**
 * The search page's own field. Without JavaScript a GET form to /search (which redirects to
 * /search/{term}); with it, the results follow the term 500 ms after the last keystroke (spec 2.3,
 * §9), replacing the history entry so Back leaves the search instead of replaying every word.
 */
export function SearchField({ term }: { term: string }) {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  const [value, setValue] = useState(term);
  const debounced = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  /** The trimmed term the URL has (or is about to have): typing never fights a navigation. */
  const sent = useRef(term.trim());

  // The URL changed elsewhere (top bar, Back): show its term.
  useEffect(() => {
    if (term.trim() === sent.current) return;
    sent.current = term.trim();
    setValue(term);
  }, [term]);

  useEffect(() => {
    const next = debounced.trim();
    if (next === sent.current) return;
    sent.current = next;
    navigate(searchPath(next), { replace: true, preventScrollReset: true });
  }, [debounced, navigate]);

  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label={t("form_label")}
      className="mt-4 flex max-w-2xl items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = value.trim();
        navigate(searchPath(value));
      }}
    >
      <label htmlFor={SEARCH_PAGE_INPUT_ID} className="sr-only">
        {t("input_label")}
      </label>
      <input
        id={SEARCH_PAGE_INPUT_ID}
        name="term"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t("placeholder")}
        className="min-w-0 flex-1 rounded-md border border-line bg-white px-4 py-2.5 text-ink placeholder:text-muted focus:border-primary"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2.5 font-semibold text-white hover:bg-primary-dark"
      >
        <SearchIcon className="size-5" />
        {t("submit")}
      </button>
    </form>
  );
}
