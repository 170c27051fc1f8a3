-- wrk: GET one stored patient per request as nurses of several teams (BENCH_TOKENS and
-- BENCH_IDS, comma-separated, the Nth id a patient of the Nth token's team). With BENCH_REFUSE
-- set, no token is sent: the same stack answers 401 before the database (the baseline).
local tokens, ids = {}, {}
for token in string.gmatch(os.getenv("BENCH_TOKENS") or "", "[^,]+") do
  table.insert(tokens, token)
end
for id in string.gmatch(os.getenv("BENCH_IDS") or "", "[^,]+") do
  table.insert(ids, id)
end
local refuse = os.getenv("BENCH_REFUSE") ~= nil

request = function()
  local n = math.random(#tokens)
  local headers = {}
  if not refuse then headers["Authorization"] = "Bearer " .. tokens[n] end
  return wrk.format("GET", "/v1/records/patient/" .. ids[n], headers)
end
