-- Bold Sentry: Brave
return {}
