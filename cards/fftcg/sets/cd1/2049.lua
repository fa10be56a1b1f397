-- Dawn Paragon: no abilities.
return {}
