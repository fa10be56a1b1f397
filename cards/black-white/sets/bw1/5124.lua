-- Frost Courier (female, max HP 3). Quick Study: at the start of your turn, you may draw 1 card, then discard 1 card.
return { custom_ability { kind = "skill", skill = "quick_study" } }
