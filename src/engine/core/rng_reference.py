#!/usr/bin/env python3
"""Independent reference for core::Rng (rng.h): SplitMix64 seeding + xoshiro256**.

Written from the published algorithms, not from rng.cpp, so that the golden values in
rng_test.cpp check the C++ against a second implementation rather than against itself.
Run it and paste its output into rng_test.cpp whenever the golden tests are extended:

    python3 src/engine/core/rng_reference.py
"""

MASK64 = (1 << 64) - 1


def splitmix64_next(state):
    """Returns (output, new_state)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31), state


def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & MASK64


class Rng:
    def __init__(self, seed):
        sm = seed & MASK64
        self.s = []
        for _ in range(4):
            out, sm = splitmix64_next(sm)
            self.s.append(out)

    def next_u64(self):
        s = self.s
        result = (rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result

    def next_u32(self):
        return self.next_u64() >> 32

    def below(self, bound):
        assert bound >= 1
        threshold = (2**32 - bound) % bound
        while True:
            r = self.next_u32()
            if r >= threshold:
                return r % bound

    def shuffle(self, v):
        for i in range(len(v) - 1, 0, -1):
            j = self.below(i + 1)
            v[i], v[j] = v[j], v[i]


def cpp_list(values, per_line):
    lines = []
    for i in range(0, len(values), per_line):
        lines.append("    " + ", ".join(values[i:i + per_line]) + ",")
    return "\n".join(lines)


def main():
    print("// splitmix64, seed 1234567, first 5 outputs")
    sm = 1234567
    outs = []
    for _ in range(5):
        out, sm = splitmix64_next(sm)
        outs.append(str(out) + "u")
    print(cpp_list(outs, 2))

    for seed in (0, 1, 0xDEADBEEFCAFEF00D):
        rng = Rng(seed)
        print(f"// seed {seed:#x}: state after seeding")
        print(cpp_list([f"0x{x:016x}u" for x in rng.s], 2))
        print(f"// seed {seed:#x}: first 8 next_u64")
        print(cpp_list([f"0x{rng.next_u64():016x}u" for _ in range(8)], 2))

    rng = Rng(42)
    print("// seed 42: next_u32 x 4")
    print(cpp_list([f"0x{rng.next_u32():08x}u" for _ in range(4)], 4))

    # Bounds chosen to hit the edge cases: 1 (never rejects), small, a power of two, a bound
    # whose rejection zone is almost half the range (2^31 + 1), and the largest bound.
    for bound in (1, 2, 6, 52, 64, 1000, 2**31 + 1, 2**32 - 1):
        rng = Rng(7)
        vals = [str(rng.below(bound)) + "u" for _ in range(12)]
        print(f"// seed 7: below({bound}) x 12, then next_u64 (shows how many draws were rejected)")
        print(cpp_list(vals, 6))
        print(f"    0x{rng.next_u64():016x}u,")

    for seed in (0, 2024, 0xFFFFFFFFFFFFFFFF):
        rng = Rng(seed)
        v = list(range(60))
        rng.shuffle(v)
        print(f"// seed {seed:#x}: shuffle of 0..59")
        print(cpp_list([str(x) for x in v], 20))
        print(f"// seed {seed:#x}: next_u64 after that shuffle")
        print(f"    0x{rng.next_u64():016x}u,")


if __name__ == "__main__":
    main()
