import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CONFORM_INTENT } from "~/lib/form-props";

type Props = {
  /**
   * Field errors by field id (conform's `field.id`), plus form-level messages. An entry reads
   * "label: message"; without a label (a checkbox, whose label is a sentence and whose message
   * says what to tick) the message alone.
   */
  fields: Array<{ id: string; label?: string; errors?: string[] }>;
  formErrors?: string[];
  /**
   * The server's last answer (conform's `lastResult`). Its errors reach `fields` and `formErrors` a
   * render after it arrives: until then the summary waits for them instead of clearing itself.
   */
  result?: { error?: Record<string, string[] | null> | null } | null;
};

const hasErrors = (result: Props["result"]) =>
  Object.values(result?.error ?? {}).some((messages) => (messages?.length ?? 0) > 0);

type Entry = { id: string | null; text: string; label?: string };

function entries(fields: Props["fields"], formErrors: string[]): Entry[] {
  return [
    ...formErrors.map((text) => ({ id: null, text })),
    ...fields
      .filter((field) => field.errors?.length)
      .map((field) => ({
        id: field.id,
        // "…gelesen.: Dieses Feld …" never: a label's closing punctuation goes before the colon.
        label: field.label?.replace(/[.:!?]+$/, ""),
        text: field.errors?.[0] ?? "",
      })),
  ];
}

/**
 * The list of errors at the top of a form: each links to its field; it takes focus
 * when it appears, and marks the page title with 'Fehler: '.
 *
 * It lists the errors of the last submission (the server's answer, or the browser's check on submit),
 * not every on-blur message: a summary that grows while the pointer is on its way to a button or link
 * below moves that control away between mousedown and mouseup, and the click is lost.
 * The messages at the fields stay live.
 */
export function ErrorSummary({ fields, formErrors = [], result }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLSpanElement>(null);
  const navigation = useNavigation();
  const current = entries(fields, formErrors);
  const currentKey = JSON.stringify(current);
  // At mount: what the server rendered (a form answered with errors).
  const [shown, setShown] = useState<Entry[]>(current);
  const [focusRequest, setFocusRequest] = useState(current.length > 0 ? 1 : 0);
  const awaiting = useRef<{
    navigated: boolean;
    /** Shown before any navigation: the browser's check stopped the submit (or the post is yet to start). */
    shown: boolean;
    /** The post is over: the answer's errors reach the fields a render later. */
    answered: boolean;
  } | null>(null);
  const [submits, setSubmits] = useState(0);
  const prefix = t("form.error_title_prefix");

  // A submit of the surrounding form: the next errors (browser check or server answer) are shown.
  useEffect(() => {
    const form = marker.current?.closest("form");
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      // conform checks a field it validates (on blur, on input) through a submit with an intent
      // button: that is no submit of the user's, and its messages belong at the field only.
      if ((event.submitter as HTMLButtonElement | null)?.name === CONFORM_INTENT) return;
      awaiting.current = { navigated: false, shown: false, answered: false };
      // After the browser-side check of this submit has reported (same errors again also count).
      setTimeout(() => setSubmits((n) => n + 1), 0);
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, []);

  useEffect(() => {
    const wait = awaiting.current;
    if (!wait) return;
    if (navigation.state !== "idle") {
      wait.navigated = true;
      return;
    }
    const latest = JSON.parse(currentKey) as Entry[];
    if (!wait.navigated) {
      // No post under way: the browser's check stopped this submit, and its errors are listed once.
      // The router may still be about to post it (its state comes in a transition): then the
      // answer's errors replace these, and the errors listed so far are never taken for the answer's.
      if (!wait.shown && latest.length > 0) {
        wait.shown = true;
        setShown(latest);
        setFocusRequest((n) => n + 1);
      }
      return;
    }
    if (!wait.answered) {
      // The post is answered; conform puts the answer's errors on the fields in the render after this.
      wait.answered = true;
      setTimeout(() => setSubmits((n) => n + 1), 0);
      return;
    }
    if (latest.length > 0) {
      setShown(latest);
      setFocusRequest((n) => n + 1);
      awaiting.current = null;
    } else if (!hasErrors(result)) {
      // The server answered without errors to list (e.g. only a snackbar): nothing to list.
      setShown([]);
      awaiting.current = null;
    }
  }, [currentKey, navigation.state, submits, result]);

  useEffect(() => {
    if (focusRequest > 0) ref.current?.focus();
  }, [focusRequest]);

  const count = shown.length;
  useEffect(() => {
    if (count === 0) return;
    const original = document.title;
    if (!original.startsWith(prefix)) document.title = prefix + original;
    return () => {
      document.title = document.title.startsWith(prefix)
        ? document.title.slice(prefix.length)
        : document.title;
    };
  }, [count, prefix]);

  if (count === 0) return <span ref={marker} hidden />;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      autoFocus
      className="mb-4 rounded border-l-4 border-error bg-red-50 p-3 text-sm text-ink"
    >
      <span ref={marker} hidden />
      <p className="font-semibold">{t("form.error_summary", { count })}</p>
      <ul className="mt-1 list-disc pl-5">
        {shown.map((entry) =>
          entry.id ? (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className="text-error underline">
                {entry.label ? `${entry.label}: ${entry.text}` : entry.text}
              </a>
            </li>
          ) : (
            <li key={entry.text}>{entry.text}</li>
          ),
        )}
      </ul>
    </div>
  );
}
