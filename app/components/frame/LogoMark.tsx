/** The product mark (also public/logo.svg and the favicon): a cross on a rounded square. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#046172" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#ffffff" />
      <circle cx="25" cy="25" r="3" fill="#1fb1bf" />
    </svg>
  );
}
