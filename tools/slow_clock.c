// For callgrind measurements only (BENCHMARKS.md, "Method"): an LD_PRELOAD
// library whose clock_gettime runs 256 times slower than the real clocks.
// The sandbox looks at the clock once per 16 ticks (a loop's turn or a call
// of a script function) and, after a stretch of them that took more than
// 2 ms, at every instruction for the rest of the call (scripting/sandbox.cpp,
// look_at_clock). Under valgrind every stretch is 50 to 100 times slower
// than natively, and slower still on a loaded machine, so that mode started
// at random and its cost (a hook and a clock read per Lua instruction) went
// into the instruction counts: they changed with the load. Seen through
// this clock a stretch takes what it takes natively, and the count is that
// of the native run.
//   cc -O2 -shared -fPIC -o build/slow_clock.so tools/slow_clock.c
//   LD_PRELOAD=build/slow_clock.so valgrind --tool=callgrind build/cardinal sim ...
#define _GNU_SOURCE
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int clock_gettime(clockid_t id, struct timespec* ts) {
  static struct timespec start[16];
  static int started[16];
  if (syscall(SYS_clock_gettime, id, ts) != 0) return -1;
  if (id < 0 || id >= 16) return 0;
  if (!started[id]) {
    start[id] = *ts;
    started[id] = 1;
  }
  long long real = (long long)(ts->tv_sec - start[id].tv_sec) * 1000000000LL + (ts->tv_nsec - start[id].tv_nsec);
  long long slow = (long long)start[id].tv_sec * 1000000000LL + start[id].tv_nsec + real / 256;
  ts->tv_sec = slow / 1000000000LL;
  ts->tv_nsec = slow % 1000000000LL;
  return 0;
}
