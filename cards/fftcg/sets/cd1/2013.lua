-- Frost Lancer: When Frost Lancer is put into the Break Zone from the field, choose 1 Backup. Dull it.
return { when("put_into_break_zone", dull_target, { target = backup(), text = "dull 1 Backup" }) }
