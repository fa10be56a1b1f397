// Reads back a compiled chunk (what lua_dump writes, Lua 5.4's format) for
// what the compiler knows and the public API does not say: where a function
// marks a to-be-closed variable (OP_TBC), where a function assigns to an
// upvalue, and whether every loop passes a tick (check_compiled). The reader
// only ever sees chunks this process compiled from text a moment before,
// with this same Lua library: the format is the library's own, and a chunk
// it cannot read is reported as such (the caller refuses it).
#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "scripting/sandbox.h"
#include "scripting/ticks.h"

namespace cardinal::lua {

namespace {

// Lua 5.4's opcodes that matter here (lopcodes.h; the order is the format's).
enum Op : uint32_t {
  kMove = 0,
  kLoadKx = 4,
  kLoadFalseSkip = 6,
  kGetUpval = 9,
  kSetUpval = 10,
  kSetTabUp = 15,
  kSetTable = 16,
  kSetI = 17,
  kSetField = 18,
  kNewTable = 19,
  kAddI = 21,     // the arithmetic from here ...
  kShr = 45,      // ... to here skips the MMBIN after it when it succeeds
  kTbc = 55,
  kJmp = 56,
  kEq = 57,       // the tests from here ...
  kTestSet = 67,  // ... to here skip the instruction after them, or not
  kCall = 68,
  kReturn = 70,
  kReturn0 = 71,
  kReturn1 = 72,
  kForLoop = 73,
  kForPrep = 74,
  kTForPrep = 75,
  kTForLoop = 77,
  kSetList = 78,
  kVararg = 80,
  kVarargPrep = 81,
  kExtraArg = 82,  // the last opcode
};
constexpr int kAbsLineInfo = -0x80;  // ldebug.h ABSLINEINFO: the line is in abslineinfo

uint32_t opcode(uint32_t i) { return i & 0x7F; }
uint32_t arg_a(uint32_t i) { return (i >> 7) & 0xFF; }
uint32_t arg_b(uint32_t i) { return (i >> 16) & 0xFF; }
uint32_t arg_c(uint32_t i) { return (i >> 24) & 0xFF; }
uint32_t arg_k(uint32_t i) { return (i >> 15) & 1; }
long arg_bx(uint32_t i) { return long(i >> 15); }
long arg_sj(uint32_t i) { return long(i >> 7) - 16777215; }  // OFFSET_sJ

struct Proto {
  int linedefined = 0;
  std::vector<uint32_t> code;
  std::vector<int> lines;               // per instruction
  std::vector<std::string> upvalues;    // names ("" when stripped)
  std::vector<std::pair<bool, uint8_t>> captures;  // each upvalue: a local of the enclosing function (instack), index
  std::vector<Proto> protos;
};

int dump_writer(lua_State*, const void* p, size_t sz, void* ud) {
  static_cast<std::string*>(ud)->append(static_cast<const char*>(p), sz);
  return 0;
}

// ldump.c's encoding, read in the same order as written.
struct Reader {
  const std::string& s;
  size_t at = 0;

  uint8_t byte() {
    if (at >= s.size()) throw std::runtime_error("truncated chunk");
    return uint8_t(s[at++]);
  }
  void skip(size_t n) {
    if (s.size() - at < n) throw std::runtime_error("truncated chunk");
    at += n;
  }
  size_t size() {  // 7 bits a byte, most significant first, the last byte marked
    size_t x = 0;
    for (int n = 0; n < 10; n++) {
      uint8_t b = byte();
      x = (x << 7) | (b & 0x7F);
      if (b & 0x80) return x;
    }
    throw std::runtime_error("bad size in chunk");
  }
  size_t count() {  // a vector's length: never more than the bytes left
    size_t n = size();
    if (n > s.size() - at) throw std::runtime_error("bad count in chunk");
    return n;
  }
  std::string string() {
    size_t n = size();
    if (n == 0) return {};
    size_t len = n - 1;
    skip(len);
    return s.substr(at - len, len);
  }
  uint32_t instruction() {
    skip(4);
    uint32_t i;
    std::memcpy(&i, s.data() + at - 4, 4);
    return i;
  }

  void header() {
    static const char kData[] = "\x19\x93\r\n\x1a\n";
    skip(4);  // LUA_SIGNATURE
    if (byte() != 0x54 || byte() != 0) throw std::runtime_error("not a Lua 5.4 chunk");
    skip(6);
    if (std::memcmp(s.data() + at - 6, kData, 6) != 0) throw std::runtime_error("corrupt chunk header");
    if (byte() != sizeof(uint32_t) || byte() != sizeof(lua_Integer) || byte() != sizeof(lua_Number))
      throw std::runtime_error("chunk of another build");
    skip(sizeof(lua_Integer) + sizeof(lua_Number));
    byte();  // the main function's upvalue count
  }

  void constants() {
    for (size_t n = count(); n > 0; n--) {
      switch (byte()) {
        case 3: case 19: skip(8); break;      // integer, float
        case 4: case 20: string(); break;     // short, long string
        case 0: case 1: case 17: break;       // nil, false, true
        default: throw std::runtime_error("bad constant in chunk");
      }
    }
  }

  Proto function() {
    Proto p;
    string();  // source
    p.linedefined = int(size());
    size();    // lastlinedefined
    skip(3);   // numparams, is_vararg, maxstacksize
    for (size_t n = count(); n > 0; n--) p.code.push_back(instruction());
    constants();
    size_t nup = count();
    for (size_t n = 0; n < nup; n++) {
      bool instack = byte() != 0;
      uint8_t idx = byte();
      byte();  // kind
      p.captures.emplace_back(instack, idx);
    }
    for (size_t n = count(); n > 0; n--) p.protos.push_back(function());
    debug(p);
    p.upvalues.resize(std::max(p.upvalues.size(), nup));
    return p;
  }

  // Line of each instruction: a byte delta each, or an absolute line kept
  // apart (ldebug.c luaG_getfuncline).
  void debug(Proto& p) {
    std::vector<int8_t> delta;
    for (size_t n = count(); n > 0; n--) delta.push_back(int8_t(byte()));
    std::vector<std::pair<size_t, int>> abs;
    for (size_t n = count(); n > 0; n--) {
      size_t pc = size();
      abs.emplace_back(pc, int(size()));
    }
    int line = p.linedefined;
    size_t next_abs = 0;
    for (size_t pc = 0; pc < delta.size(); pc++) {
      if (delta[pc] == kAbsLineInfo && next_abs < abs.size()) line = abs[next_abs++].second;
      else line += delta[pc];
      p.lines.push_back(line);
    }
    p.lines.resize(p.code.size(), p.linedefined);
    for (size_t n = count(); n > 0; n--) {  // locals: name, startpc, endpc
      string();
      size();
      size();
    }
    for (size_t n = count(); n > 0; n--) p.upvalues.push_back(string());
  }
};

// The function at idx read back; `bytes`, if given, keeps what lua_dump wrote.
Proto read_function(lua_State* L, int idx, std::string* bytes = nullptr) {
  idx = lua_absindex(L, idx);
  std::string bc;
  lua_pushvalue(L, idx);
  lua_dump(L, dump_writer, &bc, 0);
  lua_pop(L, 1);
  Reader r{bc};
  r.header();
  Proto p = r.function();
  if (bytes) *bytes = std::move(bc);
  return p;
}

void find_close_variables(const Proto& p, std::vector<int>& out) {
  for (size_t pc = 0; pc < p.code.size(); pc++)
    if (opcode(p.code[pc]) == kTbc) out.push_back(p.lines[pc]);
  for (const Proto& q : p.protos) find_close_variables(q, out);
}

std::string upvalue_name(const Proto& p, uint32_t i) {
  return i < p.upvalues.size() && !p.upvalues[i].empty() ? p.upvalues[i] : "?";
}

// Which upvalues of `q`, a function inside `p`, are locals of the file (of
// the main function): captured from the main function's locals, or from an
// upvalue of `p` that is one. `of_file` says it for p's upvalues; main is the
// file itself.
std::vector<bool> file_locals(const Proto& q, bool p_is_main, const std::vector<bool>& of_file) {
  std::vector<bool> out;
  for (auto [instack, idx] : q.captures)
    out.push_back(instack ? p_is_main : idx < of_file.size() && of_file[idx]);
  return out;
}

// Within one function: assignments to a local of the file, and writes into a
// table read from one, either by SETTABUP or through a register that GETUPVAL
// loaded (followed until another instruction may write the register; a table
// handed to a function, table.insert(t, x), is not seen). A local of an
// enclosing function (a list a closure fills) is the call's own and fine.
void find_upvalue_writes(const Proto& p, const std::vector<bool>& of_file, std::vector<UpvalueWrite>& out) {
  auto file_local = [&](uint32_t u) { return u < of_file.size() && of_file[u]; };
  std::vector<int> loaded(256, -1);  // register -> the local of the file it holds
  for (size_t pc = 0; pc < p.code.size(); pc++) {
    uint32_t i = p.code[pc], op = opcode(i), a = arg_a(i);
    switch (op) {
      case kSetUpval:
        if (file_local(arg_b(i))) out.push_back({p.lines[pc], upvalue_name(p, arg_b(i)), false});
        break;
      case kSetTabUp:
        if (file_local(a)) out.push_back({p.lines[pc], upvalue_name(p, a), true});
        break;
      case kSetTable: case kSetI: case kSetField:
        if (loaded[a] >= 0) out.push_back({p.lines[pc], upvalue_name(p, uint32_t(loaded[a])), true});
        break;
      case kGetUpval:
        for (uint32_t r = a; r < loaded.size(); r++) loaded[r] = -1;
        if (file_local(arg_b(i))) loaded[a] = int(arg_b(i));
        break;
      default:  // may write register A or more (a call writes all above it)
        for (uint32_t r = a; r < loaded.size(); r++) loaded[r] = -1;
        break;
    }
  }
}

// The writes of every function inside `p` (main when `p_is_main`).
void find_nested_writes(const Proto& p, bool p_is_main, const std::vector<bool>& of_file,
                        std::vector<UpvalueWrite>& out) {
  for (const Proto& q : p.protos) {
    std::vector<bool> q_of_file = file_locals(q, p_is_main, of_file);
    find_upvalue_writes(q, q_of_file, out);
    find_nested_writes(q, false, q_of_file, out);
  }
}


// --- Ticks (scripting/ticks.h) ---------------------------------------------

// Where control may go after the instruction at pc (at most two places;
// places outside the function are left out: they are on no cycle). Exact
// for every instruction that jumps back; a test or an arithmetic
// instruction may skip the one after it.
int successors(const std::vector<uint32_t>& code, size_t pc, long out[2]) {
  uint32_t i = code[pc], op = opcode(i);
  long next = long(pc) + 1;
  switch (op) {
    case kJmp: out[0] = next + arg_sj(i); return 1;
    case kForLoop: case kTForLoop: out[0] = next; out[1] = next - arg_bx(i); return 2;
    case kForPrep: out[0] = next; out[1] = next + 1 + arg_bx(i); return 2;
    case kTForPrep: out[0] = next + arg_bx(i); return 1;
    case kReturn: case kReturn0: case kReturn1: return 0;
    case kLoadKx: case kLoadFalseSkip: out[0] = next + 1; return 1;
    case kSetList: out[0] = next + long(arg_k(i)); return 1;
    default: break;
  }
  if (op > kExtraArg) throw std::runtime_error("unknown opcode in chunk");
  out[0] = next;
  if (op == kNewTable || (op >= kAddI && op <= kShr) || (op >= kEq && op <= kTestSet)) {
    out[1] = next + 1;
    return 2;
  }
  return 1;
}

struct TickScan {
  ChunkKind kind;
  CompiledCheck result;
};

// A tick: `__tick()`, the tick loaded into a register (from an upvalue that
// is the main function's first local, or in the main function that local
// itself) and called at once with no arguments and no results.
bool tick_at(const Proto& p, bool is_main, const std::vector<bool>& tick_up, size_t pc) {
  if (pc + 1 >= p.code.size()) return false;
  uint32_t load = p.code[pc], call = p.code[pc + 1];
  if (opcode(call) != kCall || arg_a(call) != arg_a(load) || arg_b(call) != 1 || arg_c(call) != 1) return false;
  if (opcode(load) == kGetUpval) return arg_b(load) < tick_up.size() && tick_up[arg_b(load)];
  return is_main && opcode(load) == kMove && arg_b(load) == 0;
}

void fail(TickScan& scan, int line, const std::string& what) {
  if (scan.result.tick_error.empty()) scan.result.tick_error = std::to_string(line) + ": " + what;
}

// Checks one function: it starts with a tick (unless it is the main one),
// every cycle of its instructions passes a tick, and its longest run with no
// tick (a depth-first search over its instructions with the ticks taken
// out) is within kMaxUnticked where that applies.
void check_function(const Proto& p, bool is_main, const std::vector<bool>& tick_up, TickScan& scan) {
  size_t n = p.code.size();
  auto line_at = [&](size_t pc) { return pc < p.lines.size() ? p.lines[pc] : p.linedefined; };
  if (is_main) {  // `local __tick <const> = ...`: the main function's register 0 is the tick
    if (n < 2 || opcode(p.code[0]) != kVarargPrep || opcode(p.code[1]) != kVararg || arg_a(p.code[1]) != 0)
      fail(scan, 1, "the compiled chunk does not start with the tick's declaration");
  } else {
    size_t first = n > 0 && opcode(p.code[0]) == kVarargPrep ? 1 : 0;
    if (!tick_at(p, false, tick_up, first))
      fail(scan, p.linedefined, "a function that does not start with a tick: the sandbox could not count its calls "
                                "(its reader of the text misread it)");
  }
  std::vector<bool> tick(n);
  for (size_t pc = 0; pc < n; pc++) tick[pc] = tick_at(p, is_main, tick_up, pc);
  std::vector<uint8_t> state(n, 0);  // 0 unseen, 1 on the search's path, 2 done
  std::vector<size_t> longest(n, 0);  // the longest run from here to a tick or an end
  struct Frame { size_t pc; int next; int count; long to[2]; };
  std::vector<Frame> path;
  size_t most = 0;
  for (size_t start = 0; start < n; start++) {
    if (tick[start] || state[start]) continue;
    path.push_back({start, 0, 0, {0, 0}});
    path.back().count = successors(p.code, start, path.back().to);
    state[start] = 1;
    while (!path.empty()) {
      Frame& f = path.back();
      if (f.next < f.count) {
        long to = f.to[f.next++];
        if (to < 0 || size_t(to) >= n || tick[size_t(to)]) continue;
        if (state[size_t(to)] == 1) {
          fail(scan, line_at(f.pc), "a loop that passes no tick: the sandbox could not count it (its reader of the "
                                    "text misread it)");
          return;
        }
        if (state[size_t(to)] == 0) {
          state[size_t(to)] = 1;
          Frame g{size_t(to), 0, 0, {0, 0}};
          g.count = successors(p.code, size_t(to), g.to);
          path.push_back(g);
        }
        continue;
      }
      size_t run = 0;
      for (int k = 0; k < f.count; k++)
        if (f.to[k] >= 0 && size_t(f.to[k]) < n && !tick[size_t(f.to[k])]) run = std::max(run, longest[size_t(f.to[k])]);
      longest[f.pc] = run + 1;
      most = std::max(most, run + 1);
      state[f.pc] = 2;
      path.pop_back();
    }
  }
  bool held = scan.kind == ChunkKind::Loaded || (scan.kind == ChunkKind::Engine && !is_main);
  if (held && most > kMaxUnticked)
    fail(scan, p.linedefined, "the function defined here can run " + std::to_string(most) +
                              " instructions with no tick between (at most " + std::to_string(kMaxUnticked) +
                              ": a tick comes with every loop's turn and every call of a script function): "
                              "split it into smaller functions");
}

void check_tree(const Proto& p, bool is_main, const std::vector<bool>& tick_up, TickScan& scan) {
  check_function(p, is_main, tick_up, scan);
  for (const Proto& q : p.protos) {
    if (!scan.result.tick_error.empty()) return;
    std::vector<bool> q_up;
    for (auto [instack, idx] : q.captures)
      q_up.push_back(instack ? is_main && idx == 0 : idx < tick_up.size() && tick_up[idx]);
    check_tree(q, false, q_up, scan);
  }
}

}  // namespace

std::vector<UpvalueWrite> upvalue_writes(lua_State* L, int idx) {
  std::vector<UpvalueWrite> out;
  find_nested_writes(read_function(L, idx), true, {}, out);
  return out;
}

CompiledCheck check_compiled(lua_State* L, int idx, ChunkKind kind, std::string* bytecode) {
  Proto main = read_function(L, idx, bytecode);
  TickScan scan{kind, {}};
  check_tree(main, true, {}, scan);
  std::vector<int> close_lines;
  find_close_variables(main, close_lines);
  if (!close_lines.empty()) scan.result.close_line = close_lines[0];
  return scan.result;
}

}  // namespace cardinal::lua
