-- Load time: escape attempt at the top level of the chunk (line 2).
os.execute("touch /tmp/cardinal-pwned")
return {}
