-- Cinder Duelist (male, max HP 4). Follow-through: after your Thrust deals damage, you may draw 1 card.
return { custom_ability { kind = "skill", skill = "follow_through" } }
