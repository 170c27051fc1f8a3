-- wrk: PUT a new patient per request, each with its own id and Idempotency-Key, as nurses of
-- several teams (BENCH_TOKENS, comma-separated bearer tokens, one per team).
local tokens = {}
for token in string.gmatch(os.getenv("BENCH_TOKENS") or "", "[^,]+") do
  table.insert(tokens, token)
end
local counter = 0

function setup(thread)
  counter = counter + 1
  thread:set("seed", counter)
end

function init(args)
  math.randomseed(os.time() * 1000 + (seed or 0))
end

local function uuid()
  local template = "xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx"
  return (string.gsub(template, "x", function()
    return string.format("%x", math.random(0, 15))
  end))
end

request = function()
  local id = uuid()
  local body = '{"id":"' .. id .. '","givenName":"Bench","familyName":"Mark",'
    .. '"birthDate":"1940-01-01","sex":"female","address":"1 rue des Lilas",'
    .. '"allergies":[],"status":"active","createdAt":"2025-03-01T09:00:00.000Z",'
    .. '"updatedAt":"2025-03-01T09:00:00.000Z"}'
  local headers = {
    ["Authorization"] = "Bearer " .. tokens[math.random(#tokens)],
    ["Idempotency-Key"] = id,
    ["Content-Type"] = "application/json",
  }
  return wrk.format("PUT", "/v1/records/patient/" .. id, headers, body)
end
