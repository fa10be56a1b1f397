// The SQL compiler, run against a small pool (tests/query_testutil.h):
// NULL-safe negation, set comparisons, field-to-field, text, tags, errors.
#include <catch2/catch.hpp>

#include "search/compiler.h"
#include "search/error.h"
#include "query_testutil.h"

using namespace cardinal::search;
using querytest::ids;
using querytest::Ids;

namespace {

std::string compile_error_at(const std::string& q) {
  try {
    ids(q);
  } catch (const QueryError& e) {
    return q.substr(e.pos, e.len);
  }
  return "<no error>";
}

Compiled compiled(const std::string& q) { return compile(*parse(q), querytest::pool().registry); }

}  // namespace

TEST_CASE("query compiler: values are parameters, never SQL text", "[query]") {
  Compiled c = compiled("o:\"'; DROP TABLE cards; --\"");
  CHECK(c.where.find("DROP") == std::string::npos);
  REQUIRE(c.params.size() == 2);
  CHECK(c.params[0].s == "%'; DROP TABLE cards; --%");
  CHECK(ids("o:\"'; DROP TABLE cards; --\"").empty());
  CHECK(ids("t:character").size() == 4);  // the table is still there
}

TEST_CASE("query compiler: NULL-safe negation", "[query]") {
  // Card 5 has no ATK (variable), cards 3 and 4 are not characters.
  CHECK(ids("atk>3000") == Ids{2});
  CHECK(ids("-atk>3000") == Ids{1, 3, 4, 5, 6});
  CHECK(ids("atk<=3000") == Ids{1, 6});  // NULL is neither above nor below
  CHECK(ids("-cost>=2") == Ids{3, 5});   // variable cost is NULL
  CHECK(ids("-(atk>3000 or cost=1)") == Ids{1, 4, 5, 6});
  CHECK(ids("--atk>3000") == ids("atk>3000"));
  CHECK(compiled("-atk>3000").where.find("IS NOT 1") != std::string::npos);
}

TEST_CASE("query compiler: field-to-field comparisons", "[query]") {
  CHECK(ids("atk>def") == Ids{1});
  CHECK(ids("atk=def") == Ids{6});
  CHECK(ids("atk<def") == Ids{2});
  CHECK(ids("-atk>def") == Ids{2, 3, 4, 5, 6});  // card 5 (no ATK) included
  CHECK(compiled("atk>def").where.find("t.\"atk\" > t.\"def\"") != std::string::npos);
  CHECK(compile_error_at("atk>name") == "name");  // name is not a number
}

TEST_CASE("query compiler: colour sets compare as sets (one colour per card)", "[query]") {
  CHECK(ids("c:r") == Ids{1});
  CHECK(ids("c:red") == Ids{1});
  CHECK(ids("c>=r") == Ids{1});
  CHECK(ids("c:rg").empty());            // includes red AND green: no ZD card
  CHECK(ids("c<=rg") == Ids{1, 2});      // within {red, green}: red or green
  CHECK(ids("c<=red,green") == Ids{1, 2});
  CHECK(ids("c<rg") == Ids{1, 2});       // strictly within
  CHECK(ids("c=r") == Ids{1});
  CHECK(ids("c=rg").empty());
  CHECK(ids("c!=r") == Ids{2, 3, 4, 5, 6});
  CHECK(ids("c>r").empty());             // strictly more than red
  CHECK(ids("-c<=rg") == Ids{3, 4, 5, 6});
  CHECK(compile_error_at("c:rx") == "x");
}

// Scryfall reads a partial word of an enumeration as the values it begins:
// t:char was silently empty, as the word is no type.
TEST_CASE("query compiler: a partial enum word stands for the values it begins, a misspelt one is named", "[query]") {
  CHECK(ids("t:char") == Ids{1, 2, 5, 6});
  CHECK(ids("t:char") == ids("t:character"));
  CHECK(ids("t:e") == Ids{4});  // the pool has no event: equipment alone begins with e
  CHECK(ids("r>=spec") == Ids{2, 6});  // one value: an ordered comparison takes it
  CHECK(compile_error_at("r:zzz") == "zzz");  // declared values: a word that begins none is an error
  CHECK_THROWS_WITH(ids("r:extrme"),
                    "rarity is one of: common, special, extreme, celestial, secret, treasure (did you mean \"extreme\"?)");
  CHECK_THROWS_WITH(ids("r>=s"), Catch::Contains("(\"s\" begins special and secret)"));
  CHECK_THROWS_WITH(ids("colr:r"), Catch::Contains("unknown field \"colr\" (did you mean \"color\"?)"));
}

TEST_CASE("query compiler: text, names, enums, tags, flags", "[query]") {
  CHECK(ids("o:draw") == Ids{1, 4});          // substring, case-insensitive
  CHECK(ids("o:\"draw 1\"") == Ids{1});
  CHECK(ids("o:/deals? \\d+ damage/") == Ids{3});
  CHECK(ids("o:/^equip/") == Ids{4});         // ^ at a line start, case-insensitive
  CHECK(ids("o!=/draw/") == Ids{2, 3, 5, 6});
  CHECK(ids("name:knight") == Ids{1, 6});
  CHECK(ids("!\"red knight\"") == Ids{1, 6});
  CHECK(ids("!Red") .empty());                // exact, not a substring
  CHECK(ids("t:tactic") == Ids{3});
  CHECK(ids("t=TACTIC") == Ids{3});
  CHECK(ids("r>=special") == Ids{2, 6});      // rarity is ordered
  CHECK(ids("r<special") == Ids{1, 3, 4, 5});
  CHECK(compile_error_at("r>=mythic") == "mythic");
  CHECK(compile_error_at("t>character") == ">");      // an unordered enum
  CHECK(ids("attr:warrior") == Ids{1});
  CHECK(ids("attr=knight") == Ids{1});
  CHECK(ids("attr=knig").empty());
  CHECK(ids("cn:\"red knight\"") == Ids{1, 6});
  CHECK(ids("-attr:knight") == Ids{2, 3, 4, 5, 6});
  CHECK(ids("is:variable") == Ids{5});
  CHECK(ids("is:vanilla") == Ids{2, 5, 6});
  CHECK(ids("ccost>=2") == Ids{2});
  CHECK(compile_error_at("is:shiny") == "shiny");
  CHECK(compile_error_at("t:tactic foo:bar") == "foo");
  CHECK(compile_error_at("o<draw") == "<");
  CHECK(compile_error_at("o:/a(b/") == "(");          // the regex error points inside the regex
  CHECK(compile_error_at("cost>x") == "x");
}

TEST_CASE("query compiler: bare words are ranked full-text search", "[query]") {
  CHECK(ids("draw") == Ids{1, 4});
  CHECK(ids("\"target character\"") == Ids{3});
  CHECK(ids("knight") == Ids{1, 6});      // names are indexed too
  CHECK(ids("dra*") == Ids{1, 4});        // prefix
  CHECK(ids("-draw t:character") == Ids{2, 5, 6});
  CHECK(ids("draw or bolt") == Ids{1, 3, 4});
  Compiled c = compiled("draw t:character");
  CHECK(c.ranked);
  CHECK(c.from.find("bm25") != std::string::npos);
  CHECK_FALSE(compiled("t:character").ranked);
  CHECK(compile_error_at("t:character ...") == "...");
}

TEST_CASE("query engine: fields, sort, limit and stats", "[query]") {
  auto& src = querytest::pool();
  Options opt;
  opt.fields = {"name", "cost"};
  opt.sort = {"-cost", "name"};
  opt.limit = 3;
  opt.offset = 1;
  ResultSet r = run(src.db.handle(), plan(*parse("cost>=1"), src.registry, opt));
  CHECK(r.ids == std::vector<int64_t>{4, 1, 6});  // 2 (cost 5) skipped; cost 2 by name: Iron Staff, Red Knight x2
  opt = {};
  opt.sort = {"cost"};
  r = run(src.db.handle(), plan(*parse("t:character"), src.registry, opt));
  CHECK(r.ids.back() == 5);  // NULL cost sorts last
  opt.sort = {"-cost"};
  r = run(src.db.handle(), plan(*parse("t:character"), src.registry, opt));
  CHECK(r.ids.back() == 5);  // ... either way
  opt.fields = {"nope"};
  CHECK_THROWS_AS(plan(*parse("t:character"), src.registry, opt), OptionError);

  Stats s = stats(src.db.handle(), plan(*parse("t:character"), src.registry, {}), src.registry);
  CHECK(s.cards == 4);
  REQUIRE(s.curve);
  CHECK(s.curve->buckets == std::vector<std::pair<std::string, int64_t>>{{"2", 2}, {"5", 1}, {"", 1}});
  REQUIRE(s.numeric.size() == 3);
  CHECK(s.numeric[1].field == "atk");
  CHECK(s.numeric[1].count == 3);
  CHECK(*s.numeric[1].min == 2000);
  CHECK(*s.numeric[1].max == 4000);
  CHECK(*s.numeric[1].mean == Approx(8000.0 / 3));
}

TEST_CASE("query compiler: value counts steer SQLite to the most selective index", "[query]") {
  // In the pool, 4 of 6 cards are characters and 1 is red: the colour index
  // should drive the query, so the type term is marked "+" (no index).
  Compiled c = compiled("t:character c:r");
  CHECK(c.where.find("+c.\"card_type\"") != std::string::npos);
  CHECK(c.where.find("(t.\"colour\" = ") != std::string::npos);
  CHECK(ids("t:character c:r") == Ids{1});
  // Two terms on the chosen field form one range: both stay indexable.
  c = compiled("atk>=1000 atk<=3000 t:character");
  CHECK(c.where.find("+t.\"atk\"") == std::string::npos);
  CHECK(ids("atk>=1000 atk<=3000 t:character") == Ids{1, 6});
}

TEST_CASE("query compiler: terms on the next columns of the chosen index stay indexable", "[query]") {
  // The colour index is (colour, cost, atk, def, rarity). c:b is the most
  // selective term (2 cards); it is an equality, so cost=2 narrows the same
  // seek, and after that equality the range on atk does too.
  Compiled c = compiled("c:b cost=2 atk>=2000");
  CHECK(c.where.find('+') == std::string::npos);
  CHECK(ids("c:b cost=2 atk>=2000") == Ids{6});
  // Without a term on cost, atk is not next in the index: it gets its "+".
  c = compiled("c:b atk>=2000");
  CHECK(c.where.find("+t.\"atk\"") != std::string::npos);
  CHECK(c.where.find("+t.\"colour\"") == std::string::npos);
  CHECK(ids("c:b atk>=2000") == Ids{6});
  // A range on the chosen column ends the seek: the next column's term gets "+".
  // (cost>=5 holds for 1 card, c:b for 2.)
  c = compiled("cost>=5 c:b");
  CHECK(c.where.find("+t.\"colour\"") != std::string::npos);
  CHECK(c.where.find("+t.\"cost\"") == std::string::npos);
  CHECK(ids("cost>=5 c:b").empty());
}
