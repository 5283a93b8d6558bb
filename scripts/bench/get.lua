-- wrk script: GET with a bearer token from $BENCH_TOKEN (when set).
wrk.headers["Authorization"] = "Bearer " .. (os.getenv("BENCH_TOKEN") or "")
dofile("scripts/bench/result.lua")
