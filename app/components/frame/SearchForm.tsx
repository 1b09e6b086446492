import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { searchPath } from "~/lib/links";
import { cx } from "../ui/cx";
import { SEARCH_DEBOUNCE_MS } from "./constants";
import { SearchIcon } from "../ui/icons";
import { searchTermFromPath } from "./urls";
import { useDebouncedValue } from "./useDebouncedValue";

type Props = {
  /** Unique per page: the top bar and the bottom navigation each have one. */
  inputId: string;
  className?: string;
  /** The term after 500 ms without typing (spec 2.3), for live results. */
  onDebouncedTerm?: (term: string) => void;
};

/**
 * GET form to /search (which redirects to /search/{term}) without JavaScript; with it, Enter or
 * the button opens /search/{term} directly.
 */
export function SearchForm({ inputId, className, onDebouncedTerm }: Props) {
  const { t } = useTranslation("frame");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const currentTerm = searchTermFromPath(pathname);
  const [term, setTerm] = useState(currentTerm);
  const inputRef = useRef<HTMLInputElement>(null);
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);

  useEffect(() => setTerm(currentTerm), [currentTerm]);
  useEffect(() => onDebouncedTerm?.(debouncedTerm), [debouncedTerm, onDebouncedTerm]);

  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label={t("search.label")}
      className={cx(
        "flex items-center rounded-full border border-line bg-surface has-[input:focus]:border-primary has-[input:focus]:outline-3 has-[input:focus]:outline-offset-2 has-[input:focus]:outline-secondary",
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        if (term.trim()) navigate(searchPath(term));
        else inputRef.current?.focus();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="term"
        type="search"
        required
        autoComplete="off"
        enterKeyHint="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t("search.placeholder")}
        className="min-w-0 flex-1 bg-transparent py-2 pl-4 text-ink outline-none placeholder:text-muted"
      />
      <button
        type="submit"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-primary hover:bg-primary-light"
        aria-label={t("search.submit")}
      >
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}
