-- wrk script: PUT /api/titles/{id} with a bearer token from $BENCH_TOKEN, without If-Match (the
-- last write wins, docs/http.md "Versions"), each request renaming one of the first
-- $BENCH_TITLE_IDS titles (ids 1 to n, as the bench's import numbers them) to a new name: the
-- title row, its indexes, its trigram index entries and its activity entry all change. Each wrk
-- thread walks the titles from its own starting point.
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("BENCH_TOKEN")

local ids = tonumber(os.getenv("BENCH_TITLE_IDS"))
dofile("scripts/bench/threads.lua")

local n = 0
request = function()
  n = n + 1
  local id = (thread_number * 7919 + n) % ids + 1
  local body = string.format('{"name":"Updated %d-%d-%d","author":"Bench"}', started, thread_number, n)
  return wrk.format("PUT", "/api/titles/" .. id, nil, body)
end

dofile("scripts/bench/result.lua")
