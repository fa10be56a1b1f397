-- Knight: calls functions nobody declared.
return {
  spell(function(e)
    explode(e.you)
    os.exit(1)
  end),
}
