// A liveness probe for operators and the benchmark's baseline: touches no binding.
export const loader = () =>
  new Response(JSON.stringify({ ok: true }), { headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
