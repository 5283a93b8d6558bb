-- wrk script: POST /api/titles with a bearer token from $BENCH_TOKEN, each request a new name
-- (the second the load started, a thread number and a counter: each wrk thread runs its own copy
-- of this script, and each load its own threads).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("BENCH_TOKEN")

dofile("scripts/bench/threads.lua")

local n = 0
request = function()
  n = n + 1
  local body = string.format('{"name":"Created %d-%d-%d","author":"Bench"}', started, thread_number, n)
  return wrk.format(nil, nil, nil, body)
end

dofile("scripts/bench/result.lua")
