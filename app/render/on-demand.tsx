import { createElement, lazy, Suspense, useState, type ComponentType } from "react";
import { reloadForChunkFailure } from "~/lib/chunk-reload";
import { renderTricksOn } from "./switch";

// Loaders by name, for the browser to fetch what the server rendered before it hydrates.
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A component whose code loads when it is first shown (decision 021: dialogs with their
 * form validation and the dialog library were a third of every page's first-load script).
 *
 * Where the code is there already it renders directly: always on the server (it loads the module
 * when this runs, and `onDemandReady` lets the first request wait for it), so a page with an open
 * dialog streams as one piece also without JavaScript; and in the browser when the server rendered
 * it, because the HTML names it (`data-on-demand`) and `loadRenderedOnDemand` loads it before
 * hydration. Only a first open in the browser goes through React.lazy and a Suspense boundary that
 * shows nothing until the code has arrived. Each mount keeps its way, so nothing remounts.
 */
export function onDemand<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // Spec §8: a chunk gone after a deploy reloads the page (guarded); until then nothing shows.
        if (reloadForChunkFailure(error)) return new Promise<never>(() => undefined);
        throw error;
      },
    ));
  loaders.set(name, loadOnce);
  if (typeof document === "undefined") serverLoads.push(loadOnce());
  const Lazy = lazy(loadOnce);
  return function OnDemand(props: P) {
    const [Loaded] = useState(() => loaded);
    return (
      <>
        <template data-on-demand={name} />
        {/* Generic props do not fit JSX's spread checks; createElement passes them as they are. */}
        {Loaded ? (
          createElement(Loaded, props as never)
        ) : (
          <Suspense fallback={null}>{createElement(Lazy, props as never)}</Suspense>
        )}
      </>
    );
  };
}

const serverLoads: Promise<unknown>[] = [];

/** On the server: resolves once every on-demand component's code is loaded. */
export const onDemandReady = () => Promise.all(serverLoads);

/**
 * Before hydration: loads the on-demand components the server rendered into this document (with
 * the tricks off, every one this page's modules name, as if they were imported).
 */
export function loadRenderedOnDemand(): Promise<unknown> {
  if (!renderTricksOn()) return Promise.all([...loaders.values()].map((load) => load()));
  const names = Array.from(document.querySelectorAll("template[data-on-demand]"), (element) =>
    element.getAttribute("data-on-demand"),
  );
  return Promise.all(names.map((name) => (name ? loaders.get(name)?.() : undefined)));
}
