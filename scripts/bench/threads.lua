-- The `setup` hook shared by the wrk scripts that write new names: each wrk thread runs its own
-- copy of a script, so each is given its number (`thread_number`) and the second the load started
-- (`started`), which the names carry so that no two requests of any load repeat one.
local threads = 0
local started = os.time()
setup = function(thread)
  threads = threads + 1
  thread:set("thread_number", threads)
  thread:set("started", started)
end
