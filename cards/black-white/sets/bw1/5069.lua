-- Annul (heart 4). Only as a response: offset one magic card's effect on one target, or another Annul.
return { custom_ability { kind = "card", key = "annul" } }
