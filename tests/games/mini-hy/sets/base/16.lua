-- Hex: every other player's permanents get -1 power (for as long as they stay).
return { custom_ability { kind = "effect", effect = function(e)
  for p = 1, players() do
    if p ~= e.you then
      for _, c in ipairs(cards("board", p)) do modify(c, "power", "add", -1) end
    end
  end
end } }
