-- Null Ward. When a card or effect is activated: negate its effect and destroy that card.
return {
  magic { can = function(e) return chain_size() > 0 end,
          effect = function(e) negate_link(e.answers, true) end },
}
