-- wrk script: PUT $BENCH_LICENSE_BODY (a license as stored, JSON) to the URL given, again and
-- again, with a bearer token from $BENCH_TOKEN: a write whose overlap check reads and compares the
-- title's other licenses of its right, their number the same all along (docs/http.md, "Licenses
-- gain").
wrk.method = "PUT"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("BENCH_TOKEN")
wrk.body = os.getenv("BENCH_LICENSE_BODY")

dofile("scripts/bench/result.lua")
