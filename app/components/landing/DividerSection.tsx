/** DIVIDER: a rule between sections. */
export function DividerSection() {
  return (
    <div className="mx-auto max-w-6xl px-4">
      <hr className="border-line" />
    </div>
  );
}
