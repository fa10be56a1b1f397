-- Omen Reader (female, max HP 3). Twist Fate: when a character's judge card is revealed, you may
-- replace it with a hand card of yours; the old judge card is discarded. At judge_result (BW-14.1
-- step 3): the result is read from the card that replaced it.
return { custom_ability { kind = "skill", name = "Twist Fate", timing = "judge_result",
  when = function(p, ev) return count("hand", p) > 0 and exists(ev.card) end,
  effect = function(e)
    local c = choose_card(e.you, "Twist Fate: replace P" .. e.ev.player .. "'s judge card with which card?", cards("hand", e.you))
    replace_judge(e.ev, c)
  end } }
