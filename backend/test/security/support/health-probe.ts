/** Asks `GET /api/health` every `everyMs` until stopped; each sample is its status (0: no answer within `timeoutMs`) and time. */
export function probeHealth(baseUrl: string, everyMs = 100, timeoutMs = 10_000) {
  const samples: { status: number; ms: number }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const status = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) })
        .then(async (res) => (await res.arrayBuffer(), res.status))
        .catch(() => 0);
      samples.push({ status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
      const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
      return { samples, statuses: samples.map((s) => s.status), p95: Math.round(p95), max: Math.round(sorted[sorted.length - 1] ?? NaN) };
    },
  };
}
