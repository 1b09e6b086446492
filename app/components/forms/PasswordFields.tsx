import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "./TextField";

// Password managers tell the two kinds apart by `autoComplete`: they fill in the saved password,
// and offer to generate and save a new one.

/** The password the user has now (to sign in, or to confirm a change to the account). */
export function CurrentPasswordField({ meta, label }: { meta: FieldMetadata<string>; label: string }) {
  return <TextField meta={meta} label={label} type="password" autoComplete="current-password" />;
}

/** A new password and the same again; `required: false` when a password chosen before is kept. */
export function NewPasswordFields({
  password,
  repeat,
  labels,
  required = true,
}: {
  password: FieldMetadata<string>;
  repeat: FieldMetadata<string>;
  labels: { password: string; repeat: string };
  required?: boolean;
}) {
  const pair = [
    { meta: password, label: labels.password },
    { meta: repeat, label: labels.repeat },
  ];
  return (
    <>
      {pair.map(({ meta, label }) => (
        <TextField
          key={meta.name}
          meta={meta}
          label={label}
          type="password"
          autoComplete="new-password"
          required={required}
        />
      ))}
    </>
  );
}
