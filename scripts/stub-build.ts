/**
 * A Remix server build with a root, the given routes and entry functions: enough for the front
 * server (app-server.mjs) in unit tests, without building the app.
 */
export function stubBuild(routes: Record<string, unknown>, entry: Record<string, unknown>) {
  return {
    mode: "production",
    basename: undefined,
    future: { v3_singleFetch: true },
    isSpaMode: false,
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
    routes: { root: { id: "root", path: "", module: { default: () => null } }, ...routes },
    entry: { module: { runInRequestScope: <T>(run: () => T) => run(), ...entry } },
  };
}
