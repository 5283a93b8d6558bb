-- wrk script: POST /api/licenses with a bearer token from $BENCH_TOKEN. Titles and companies
-- repeat (and each wrk thread counts on its own), so concurrent requests often name the same
-- new title or company: the find-or-create path is exercised under contention too.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("BENCH_TOKEN")

local n = 0
request = function()
  n = n + 1
  local body = string.format(
    '{"title":"Bench title %d","company":"Bench company %d","contractDate":"2024-03-15","advance":%d,"currency":"EUR"}',
    n % 500, n % 50, n)
  return wrk.format(nil, nil, nil, body)
end

dofile("scripts/bench/result.lua")
