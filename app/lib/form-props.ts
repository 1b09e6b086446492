import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { FormEvent } from "react";

/**
 * conform's form props, with its check on submit left out for a secondary button marked
 * `formNoValidate` ("Zurück"): like the browser's own validation, going back is never held up by
 * the step the user leaves. The server reads that post's fields as typed, unchecked.
 */
export function formPropsWithBack<Schema extends Record<string, unknown>>(
  form: FormMetadata<Schema, string[]>,
) {
  const props = getFormProps(form);
  return {
    ...props,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) return;
      props.onSubmit(event);
    },
  };
}
