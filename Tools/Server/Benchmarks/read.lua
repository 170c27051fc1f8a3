-- wrk: GET a page of the change log (BENCH_LIMIT records, default 100, from the start) as nurses of several
-- teams (BENCH_TOKENS, comma-separated bearer tokens, one per team).
local tokens = {}
for token in string.gmatch(os.getenv("BENCH_TOKENS") or "", "[^,]+") do
  table.insert(tokens, token)
end
local path = "/v1/changes?since=0&limit=" .. (os.getenv("BENCH_LIMIT") or "100")

request = function()
  local headers = { ["Authorization"] = "Bearer " .. tokens[math.random(#tokens)] }
  return wrk.format("GET", path, headers)
end
