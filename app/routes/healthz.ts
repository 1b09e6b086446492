// Liveness: the process answers. No upstream or store checks here (that is /readyz).
export const loader = () =>
  new Response(JSON.stringify({ status: "ok" }), {
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
