-- Pack Brawler (male, max HP 4). Join In: when another character uses a Thrust on a character
-- other than you, you may use a Thrust from your hand on that character too. It counts toward no
-- limit and ignores range. At becoming_target (BW-12.1 step 4) the inserted use settles in full
-- first (BW-7.4); it is Pack Brawler's own, so the first user's ignoring of armor is not its
-- (BW-7.6, BW-S20). The Thrust is asked for privately, held or not (BW-18.6).
return { custom_ability { kind = "skill", name = "Join In", timing = "becoming_target",
  when = function(p, ev)
    return ev.key == "thrust" and ev.player ~= p and ev.target ~= p and in_game(ev.target) and count("hand", p) > 0
  end,
  effect = function(e)
    local c, as = ask_for(e.you, "thrust", "Join In: use a Thrust on P" .. e.ev.target .. "?")
    if c then use(e.you, c, e.ev.target, nil, { as = as }) end      -- use(), not settle(): no limit, no range
  end } }
