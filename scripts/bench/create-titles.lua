-- wrk script: POST /api/titles with a bearer token from $BENCH_TOKEN, each request a new name
-- (a thread number and a counter, since each wrk thread runs its own copy of this script).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("BENCH_TOKEN")

local threads = 0
setup = function(thread)
  threads = threads + 1
  thread:set("thread_number", threads)
end

local n = 0
request = function()
  n = n + 1
  local body = string.format('{"name":"Created %d-%d","author":"Bench"}', thread_number, n)
  return wrk.format(nil, nil, nil, body)
end

dofile("scripts/bench/result.lua")
