GAME = "broken-bad-event"
POLICY = {}
