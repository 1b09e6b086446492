import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    remix({
      // BUILD_DIR lets several checkouts' test runs build side by side; default build/.
      buildDirectory: process.env.BUILD_DIR || "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  server: { port: Number(process.env.PORT || 3000) },
});
