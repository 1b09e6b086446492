import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { checkProofFile, PROOF_ACCEPT } from "~/lib/proof";
import {
  storageFailure,
  uploadErrorMessage,
  type ProofUploadError,
  type ProofUploadFailure,
  type ProofUploadPurpose,
  type ProofUploadValue,
} from "~/lib/proof-upload";
import { useHydrated } from "~/lib/use-hydrated";

type Props = {
  /** The hidden input that carries the uuid of the uploaded file (and `{name}_name` its file name). */
  name?: string;
  /** The file input posted to the BFF without JavaScript (read by `parseProofUpload`). */
  fileField?: string;
  /** Id of the control to focus (error summary links): the file input, or the choose button with JavaScript. */
  id?: string;
  label: string;
  /** Spec §5: the label gets ' (optional)' unless required. */
  required?: boolean;
  disabled?: boolean;
  /** Messages from the form (server or client validation); the first is shown. */
  errors?: string[];
  /** A file uploaded in an earlier post: shown as chosen, its uuid kept until replaced or removed. */
  defaultUpload?: ProofUploadValue | null;
  purpose?: ProofUploadPurpose;
  /** Called with the upload once the storage accepted it, and with null when it is cleared. */
  onChange?: (upload: ProofUploadValue | null) => void;
  /** True while a file is on its way: the form should not be submitted meanwhile. */
  onBusyChange?: (busy: boolean) => void;
};

type State =
  | { status: "idle" }
  | { status: "uploading"; fileName: string; progress: number | null }
  | { status: "done"; upload: ProofUploadValue };

type Ticket = { uuid: string; url: string; inputs: Record<string, string> };

class UploadProblem extends Error {
  constructor(readonly failure: ProofUploadFailure) {
    super(failure.error);
    this.name = "UploadProblem";
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** Step 1 (spec §7): the ticket from the BFF, which checks the name and asks the upstream. */
async function requestTicket(fileName: string, purpose: ProofUploadPurpose, signal: AbortSignal) {
  const body = new FormData();
  body.set("fileName", fileName);
  body.set("purpose", purpose);
  const response = await fetch("/upload-ticket", {
    method: "POST",
    body,
    signal,
    headers: { Accept: "application/json" },
  }).catch((error: unknown) => {
    if (isAbort(error)) throw error;
    throw new UploadProblem({ error: "upload_failed" });
  });
  const answer = (await response.json().catch(() => null)) as
    (Partial<Ticket> & { error?: string; message?: string }) | null;
  if (response.ok && answer?.uuid && answer.url && answer.inputs) return answer as Ticket;
  if (answer?.error === "rate_limited") {
    const retryAfterSeconds = Number(response.headers.get("Retry-After")) || 60;
    throw new UploadProblem({ error: "rate_limited", retryAfterSeconds });
  }
  const error: ProofUploadError =
    answer?.error === "file_type" || answer?.error === "file_size" ? answer.error : "upload_failed";
  throw new UploadProblem({ error, message: answer?.message ?? null });
}

/** Step 2: the file as multipart form data to the ticket's url, with its inputs first; reports progress. */
function postToStorage(
  ticket: Ticket,
  file: File,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(ticket.inputs)) body.append(key, value);
    body.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let answer: { code?: string } | null = null;
      try {
        answer = JSON.parse(xhr.responseText) as { code?: string };
      } catch {
        // Not the storage's JSON (a proxy's page): the general message.
      }
      // The storage's code has our words (uploadErrorMessage); its English message is not shown.
      reject(new UploadProblem({ error: storageFailure(answer?.code), code: answer?.code ?? null }));
    });
    xhr.addEventListener("error", () => reject(new UploadProblem({ error: "upload_failed" })));
    xhr.addEventListener("abort", () => reject(new DOMException("Upload aborted", "AbortError")));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.open("POST", ticket.url);
    xhr.send(body);
  });
}

/**
 * The upload area of spec 2.5 for a proof file (JPEG, PNG, PDF, at most 10 MB).
 * Without JavaScript it is a file input posted with the form (`encType="multipart/form-data"`;
 * the action calls `parseProofUpload`). With JavaScript it is a drop zone that uploads straight
 * to the storage with a progress bar and puts the uuid into the hidden input `name`.
 */
export function ProofUpload({
  name = "validation_file",
  fileField = "proof_file",
  id,
  label,
  required = true,
  disabled = false,
  errors,
  defaultUpload = null,
  purpose = "user_validation",
  onChange,
  onBusyChange,
}: Props) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const ownId = useId();
  const controlId = id ?? `${ownId}-control`;
  const labelId = `${ownId}-label`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  const chosenId = `${ownId}-chosen`;
  const progressId = `${ownId}-progress`;

  const [state, setState] = useState<State>(
    defaultUpload ? { status: "done", upload: defaultUpload } : { status: "idle" },
  );
  const [problem, setProblem] = useState<string | null>(null);
  // Shown in the status line after a removal or cancel (the status line is a live region).
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const upload = useRef<{ controller: AbortController; busy: boolean } | null>(null);
  const busyCallback = useRef(onBusyChange);
  useEffect(() => {
    busyCallback.current = onBusyChange;
  }, [onBusyChange]);

  // Leaving mid-upload stops it, and does not leave the form blocked.
  useEffect(
    () => () => {
      const running = upload.current;
      if (running?.busy) {
        running.controller.abort();
        busyCallback.current?.(false);
      }
    },
    [],
  );

  const busy = state.status === "uploading";
  const error = problem ?? errors?.[0] ?? null;
  const optional = required ? "" : ` ${t("form.optional")}`;
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent" });

  function setBusy(value: boolean) {
    if (upload.current) upload.current.busy = value;
    onBusyChange?.(value);
  }

  async function start(file: File) {
    if (disabled || busy) return;
    const checked = checkProofFile(file);
    const hadUpload = state.status === "done";
    if (checked) {
      const message = uploadErrorMessage(t, { error: checked });
      setState({ status: "idle" });
      setProblem(message);
      setNotice(null);
      if (hadUpload) onChange?.(null);
      return;
    }
    const controller = new AbortController();
    upload.current = { controller, busy: true };
    setState({ status: "uploading", fileName: file.name, progress: null });
    setProblem(null);
    setNotice(null);
    setBusy(true);
    if (hadUpload) onChange?.(null);
    try {
      const ticket = await requestTicket(file.name, purpose, controller.signal);
      setState({ status: "uploading", fileName: file.name, progress: 0 });
      await postToStorage(ticket, file, controller.signal, (fraction) =>
        setState({ status: "uploading", fileName: file.name, progress: Math.round(fraction * 100) }),
      );
      const done = { uuid: ticket.uuid, fileName: file.name };
      setState({ status: "done", upload: done });
      onChange?.(done);
    } catch (thrown) {
      if (controller.signal.aborted) return;
      const message = uploadErrorMessage(
        t,
        thrown instanceof UploadProblem ? thrown.failure : { error: "upload_failed" },
      );
      setState({ status: "idle" });
      setProblem(message);
    } finally {
      // The cancel button goes away with the upload: keep the keyboard user's place.
      if (cancelRef.current && document.activeElement === cancelRef.current) chooseRef.current?.focus();
      if (upload.current?.controller === controller) setBusy(false);
    }
  }

  function cancel() {
    upload.current?.controller.abort();
    setState({ status: "idle" });
    setNotice(t("upload:cancelled"));
    chooseRef.current?.focus();
  }

  function remove() {
    setState({ status: "idle" });
    setProblem(null);
    setNotice(t("upload:removed"));
    onChange?.(null);
    chooseRef.current?.focus();
  }

  function onDrag(event: DragEvent<HTMLDivElement>) {
    if (disabled || busy) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void start(file);
  }

  const hint = (
    <p id={hintId} className="text-sm text-muted">
      {t("upload:hint")}
    </p>
  );
  // Space kept for the message so it does not shift the layout under the pointer (a click would miss).
  const errorText = (
    <p id={errorId} className="min-h-6 text-sm text-error" aria-live={hydrated ? "polite" : undefined}>
      {error}
    </p>
  );

  if (!hydrated) {
    // Without JavaScript: a plain file input, posted with the form and streamed on by the BFF.
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={controlId} className="font-medium text-ink">
          {label}
          {optional}
        </label>
        {defaultUpload ? (
          <>
            <input type="hidden" name={name} value={defaultUpload.uuid} disabled={disabled} />
            <input type="hidden" name={`${name}_name`} value={defaultUpload.fileName} disabled={disabled} />
            <p id={chosenId} className="text-sm text-ink">
              {t("upload:uploaded", { name: defaultUpload.fileName })}{" "}
              <span className="text-muted">{t("upload:replace_hint")}</span>
            </p>
          </>
        ) : null}
        <input
          id={controlId}
          type="file"
          name={fileField}
          accept={PROOF_ACCEPT}
          required={required && !defaultUpload}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[defaultUpload ? chosenId : null, hintId, errorId].filter(Boolean).join(" ")}
          className="rounded border border-line bg-white px-3 py-2 text-ink file:mr-3 file:rounded file:border-0 file:bg-primary-light file:px-3 file:py-1 file:font-medium file:text-primary aria-[invalid=true]:border-error"
        />
        {hint}
        {errorText}
      </div>
    );
  }

  const uploaded = state.status === "done" ? state.upload : null;
  return (
    <div role="group" aria-labelledby={labelId} aria-busy={busy} className="flex flex-col gap-1">
      <span id={labelId} className="font-medium text-ink">
        {label}
        {optional}
      </span>
      <input type="hidden" name={name} value={uploaded?.uuid ?? ""} disabled={disabled} />
      <input type="hidden" name={`${name}_name`} value={uploaded?.fileName ?? ""} disabled={disabled} />
      <input
        ref={inputRef}
        type="file"
        accept={PROOF_ACCEPT}
        hidden
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = ""; // choosing the same file again still triggers a change
          if (file) void start(file);
        }}
      />
      <div
        onDragEnter={onDrag}
        onDragOver={onDrag}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={`flex flex-wrap items-center gap-3 rounded border-2 border-dashed px-4 py-4 ${
          error ? "border-error" : dragging ? "border-primary bg-primary-light" : "border-line bg-surface"
        } ${disabled ? "opacity-60" : ""}`}
      >
        <span className="text-ink" aria-hidden="true">
          {dragging ? t("upload:drop_now") : t("upload:drop_here")}
        </span>
        <button
          ref={chooseRef}
          id={controlId}
          type="button"
          disabled={disabled}
          aria-disabled={busy || undefined}
          aria-describedby={`${hintId} ${errorId}`}
          onClick={() => {
            if (!busy) inputRef.current?.click();
          }}
          className="rounded border border-primary bg-white px-3 py-2 font-semibold text-primary hover:bg-primary-light disabled:cursor-not-allowed aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {uploaded ? t("upload:choose_other") : t("upload:choose")}
        </button>
      </div>
      {hint}

      <div className="flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1">
        {/* The live region: what happens to the file, announced as it changes. */}
        <div role="status" className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-ink">
          {state.status === "uploading" ? (
            <>
              <label htmlFor={progressId}>{t("upload:uploading", { name: state.fileName })}</label>
              <span className="flex items-center gap-3">
                <progress
                  id={progressId}
                  max={100}
                  value={state.progress ?? undefined}
                  className="h-2 min-w-40 flex-1 appearance-none overflow-hidden rounded bg-line [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-primary"
                />
                <span className="min-w-12 text-right tabular-nums" aria-hidden="true">
                  {state.progress === null ? "" : percent.format(state.progress / 100)}
                </span>
              </span>
            </>
          ) : uploaded ? (
            <span className="break-all">{t("upload:uploaded", { name: uploaded.fileName })}</span>
          ) : notice ? (
            <span>{notice}</span>
          ) : null}
        </div>
        {state.status === "uploading" ? (
          <button
            ref={cancelRef}
            type="button"
            onClick={cancel}
            className="text-sm font-medium text-primary underline"
          >
            {t("upload:cancel")}
          </button>
        ) : uploaded ? (
          <button
            type="button"
            onClick={remove}
            disabled={disabled}
            className="text-sm font-medium text-primary underline disabled:opacity-60"
          >
            {t("upload:remove")}
          </button>
        ) : null}
      </div>
      {errorText}
    </div>
  );
}
