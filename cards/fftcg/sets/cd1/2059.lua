-- Rust Hex: Choose 1 Backup. Break it.
return { summon(break_target, { target = backup() }) }
