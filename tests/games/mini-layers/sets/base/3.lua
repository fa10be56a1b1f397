-- Banner: cards with "brave" gain "first". It reads its own layer: it depends
-- on the effects that grant "brave".
return { continuous { modify = { kw = "first" }, depends = true,
                      applies = function(_, c) return zone_of(c) == "board" and has(c, "kw", "brave") end } }
