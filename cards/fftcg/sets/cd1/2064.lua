-- Muster Call: Put up to 2 Backups from your Break Zone onto the field.
-- They enter together: the turn player orders their timestamps (FF-11.12.4.11).
return { summon(function(e)
  enter_field_all(choose_up_to(e.you, 2, "a Backup to put onto the field", filter(cards("break", e.you), is_backup)), e.you)
end) }
