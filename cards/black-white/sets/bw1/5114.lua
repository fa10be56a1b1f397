-- Reed Weaver (female, max HP 3). Mending Thread: once per play phase, with HP below max HP, you may discard 1 card to recover 1 HP.
return { custom_ability { kind = "skill", skill = "mending_thread" } }
