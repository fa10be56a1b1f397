-- Thunder Roc. 【Normal creature】
return {}
