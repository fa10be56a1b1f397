GAME = "broken-missing-script"
POLICY = {}
