-- A hostile ruleset (issue 31): a global whose name, written unescaped into
-- luacheck's config (which luacheck runs as Lua with io and os), would be
-- code that writes the file named by $CARDINAL_LINT_MARKER.
_ENV['x", io.open(os.getenv("CARDINAL_LINT_MARKER"), "w"):write("escaped"), "'] = function() end
