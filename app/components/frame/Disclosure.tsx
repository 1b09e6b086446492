import { useLocation } from "@remix-run/react";
import { keepsMenusOpen } from "./constants";
import {
  useEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";

type Props = {
  /** Becomes `{id}-summary` on the summary, so other parts can return focus to it. */
  id: string;
  summary: ReactNode;
  className?: string;
  summaryClassName?: string;
  panelClassName?: string;
  /** Called after opening, e.g. to focus a field in the panel. */
  onOpen?: (details: HTMLDetailsElement) => void;
  children: ReactNode;
};

/**
 * A menu on `<details>`/`<summary>`: opens without JavaScript and with the keyboard. With JavaScript
 * it also closes on a link click, on Escape, on a click or focus outside and after navigation.
 */
export function Disclosure({
  id,
  summary,
  className,
  summaryClassName,
  panelClassName,
  onOpen,
  children,
}: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (
        details?.open &&
        event.target instanceof Node &&
        !details.contains(event.target) &&
        !keepsMenusOpen(event.target)
      )
        details.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const close = (focusSummary: boolean) => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (focusSummary) details.querySelector("summary")?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !ref.current?.open) return;
    event.preventDefault();
    close(true);
  };

  const onClick = (event: MouseEvent<HTMLDetailsElement>) => {
    // Focus goes back to the summary, so a dialog opened by the link returns focus there.
    if (event.target instanceof Element && event.target.closest("a")) close(true);
  };

  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next) && !keepsMenusOpen(next)) close(false);
  };

  const onToggle = () => {
    if (ref.current?.open) onOpen?.(ref.current);
  };

  return (
    <details
      ref={ref}
      className={className}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onBlur={onBlur}
      onSubmit={() => close(false)}
      onToggle={onToggle}
    >
      <summary id={`${id}-summary`} className={summaryClassName}>
        {summary}
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
