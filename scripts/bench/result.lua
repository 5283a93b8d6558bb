-- The `done` hook shared by the wrk scripts: one RESULT line that scripts/bench.sh reads.
-- wrk counts answers of 400 and above as errors.status, and connection failures and timeouts
-- as the other errors.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT requests=%d non_2xx=%d socket_errors=%d rps=%.0f p50_ms=%.2f p90_ms=%.2f p99_ms=%.2f\n",
    summary.requests, e.status, e.connect + e.read + e.write + e.timeout,
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000))
end
