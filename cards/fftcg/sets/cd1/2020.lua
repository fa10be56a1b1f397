-- Rime Duelist: S Shatter <Ice>, discard 1 Rime Duelist: Choose 1 Forward. Deal it 8000 damage.
return { special("Shatter", { cp = { ice = 1 } }, damage_target(8000), { target = forward() }) }
