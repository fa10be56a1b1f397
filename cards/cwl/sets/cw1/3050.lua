-- Aether Titan (myth, Void). Materials: 2 monsters.
return { myth { materials = { any_monster, any_monster } } }
