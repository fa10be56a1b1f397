-- Clockwork Sentry. 【Normal creature】
return {}
