/* A client written in C against the installed libcardinal: plays one
 * Zero-Dimension game with uniformly random answers and prints the result.
 * Usage: play_random CARDS_DIR [SEED] */
#include <cardinal/cardinal.h>
#include <stdio.h>
#include <stdlib.h>

static int fail(const char* what, const char* why) {
  fprintf(stderr, "%s: %s\n", what, why);
  return 1;
}

int main(int argc, char** argv) {
  if (argc < 2) return fail("usage", "play_random CARDS_DIR [SEED]");
  uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
  printf("libcardinal %s (API %d)\n", cardinal_version(), cardinal_api_version());

  cardinal_library* lib = cardinal_library_new();
  cardinal_library_paths paths = {argv[1], "zero-dimension", NULL};
  if (cardinal_library_load(lib, &paths) != CARDINAL_OK) return fail("load", cardinal_library_error(lib));
  const int64_t* decks[2];
  size_t sizes[2];
  if (cardinal_library_deck(lib, "starter-a", &decks[0], &sizes[0]) != CARDINAL_OK ||
      cardinal_library_deck(lib, "starter-b", &decks[1], &sizes[1]) != CARDINAL_OK)
    return fail("deck", cardinal_library_error(lib));

  cardinal_game* game = cardinal_game_new(lib);
  cardinal_game_options opt = {{seed, 2, 3, 4}, 2, decks, sizes, NULL, 1};
  if (cardinal_game_start(game, &opt) != CARDINAL_OK) return fail("start", cardinal_game_error(game));
  if (cardinal_game_advance(game) != CARDINAL_OK) return fail("advance", cardinal_game_error(game));

  /* An illegal answer is refused and changes nothing. */
  uint64_t before = cardinal_game_hash(game);
  if (cardinal_game_answer(game, 100000) != CARDINAL_ILLEGAL || cardinal_game_hash(game) != before)
    return fail("illegal answer", "was not refused");

  srand((unsigned)seed);
  unsigned long decisions = 0;
  while (!cardinal_game_over(game)) {
    const char* json;
    int p = cardinal_game_deciding_player(game);
    if (cardinal_game_messages_json(game, p, &json) != CARDINAL_OK) return fail("messages", cardinal_game_error(game));
    const uint8_t* bytes;
    size_t size;
    if (decisions % 50 == 0) { /* exercise snapshot/restore on the way */
      if (cardinal_game_snapshot(game, &bytes, &size) != CARDINAL_OK) return fail("snapshot", cardinal_game_error(game));
      cardinal_game* copy = cardinal_game_clone(game);
      if (cardinal_game_restore(copy, bytes, size) != CARDINAL_OK) return fail("restore", cardinal_game_error(copy));
      if (cardinal_game_hash(copy) != cardinal_game_hash(game)) return fail("restore", "hash differs");
      cardinal_game_free(copy);
    }
    uint32_t pick = (uint32_t)(rand() % cardinal_game_option_count(game));
    if (cardinal_game_answer(game, pick) != CARDINAL_OK) return fail("answer", cardinal_game_error(game));
    if (cardinal_game_advance(game) != CARDINAL_OK) return fail("advance", cardinal_game_error(game));
    decisions++;
  }
  const char* json;
  cardinal_game_messages_json(game, -1, &json);
  printf("game over after %lu decisions\n", decisions);
  printf("%s\n", json);
  cardinal_game_free(game);
  cardinal_library_free(lib);
  return 0;
}
