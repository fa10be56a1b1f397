-- Reed Skimmer. 【Normal creature】
return {}
