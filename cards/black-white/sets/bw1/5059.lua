-- Annul (diamond J). Used only as a response: offsets one magic card's effect on one target, or another Annul.
return { custom_ability { kind = "card", key = "annul" } }
