import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { FormEvent } from "react";

/** The name of the hidden button conform submits its own intents (validate, reset, …) with. */
export const CONFORM_INTENT = "__intent__";

/**
 * conform's form props, with its check on submit left out for a secondary button marked
 * `formNoValidate` ("Zurück"): like the browser's own validation, going back is never held up by
 * the step the user leaves. The server reads that post's fields as typed, unchecked. conform's own
 * intent button is `formNoValidate` too: its checks stay with conform, in the browser (else every
 * keystroke after an error would post the form).
 */
export function formPropsWithBack<Schema extends Record<string, unknown>>(
  form: FormMetadata<Schema, string[]>,
) {
  const props = getFormProps(form);
  return {
    ...props,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const back =
        submitter instanceof HTMLButtonElement &&
        submitter.formNoValidate &&
        submitter.name !== CONFORM_INTENT;
      if (back) return;
      props.onSubmit(event);
    },
  };
}
