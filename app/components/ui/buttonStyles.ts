// Pill buttons of the frame (links or buttons). Without the display, so callers can pick it per breakpoint.
export const primaryButtonLook =
  "min-h-10 items-center justify-center rounded-full bg-primary px-4 font-semibold text-white hover:bg-primary-dark";
export const outlineButtonLook =
  "min-h-10 items-center justify-center rounded-full border border-primary bg-white px-4 font-semibold text-primary hover:bg-primary-light";
export const primaryButtonClass = `inline-flex ${primaryButtonLook}`;
export const outlineButtonClass = `inline-flex ${outlineButtonLook}`;
// A dialog's main button (login, feedback, unlock): square corners, the dialog's full width.
export const dialogButtonClass =
  "rounded bg-primary px-4 py-3 font-semibold text-white hover:bg-primary-dark disabled:opacity-70";
