#!/usr/bin/env bash
# rules/two-phase (or other strategies) beside min2phase, Kociemba's two-phase algorithm in Java by
# Chen Shuang, on the same random states, in fresh processes: the CPU (user + sys) of a run of
# SMALL states and of LARGE states, for each program, ROUNDS rounds interleaved; CPU a cube is
# (CPU of LARGE - CPU of SMALL) / (LARGE - SMALL). The lengths are counted on the LARGE states.
# Usage (from the project's folder, after mvn package):
#   src/bench/two-phase-beside-min2phase.sh MIN2PHASE [SMALL LARGE ROUNDS [RULES...]]
# MIN2PHASE is a clone of https://github.com/cs0x7f/min2phase (GPLv3 or MIT; not part of this
# project, and not fetched by the build): git clone https://github.com/cs0x7f/min2phase
# Its sources are compiled into a temporary folder with a driver that asks for at most 21 face turns.
set -euo pipefail
min2phase=${1:?usage: $0 MIN2PHASE [SMALL LARGE ROUNDS [RULES...]]}
small=${2:-200} large=${3:-1000} rounds=${4:-3}
shift $(( $# < 4 ? $# : 4 ))
strategies=("$@")
[ $# -gt 0 ] || strategies=(rules/two-phase)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/classes"
cat > "$work/Drive.java" <<'JAVA'
// Solves each "id: FACELETS" line (URFDLB, as unscrambler random writes) and prints its moves.
import cs.min2phase.Search;
import java.io.*;
public class Drive {
    public static void main(String[] args) throws IOException {
        Search.init();
        Search search = new Search();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        try (BufferedReader in = new BufferedReader(new FileReader(args[0]))) {
            for (String line; (line = in.readLine()) != null; ) {
                int colon = line.indexOf(':');
                if (line.startsWith("#") || colon < 0) continue;
                String facelets = line.substring(colon + 1).trim();
                out.println(line.substring(0, colon).trim() + ": " + search.solution(facelets, 21, 100000000, 0, 0).trim());
            }
        }
        out.flush();
    }
}
JAVA
javac -nowarn -d "$work/classes" "$min2phase"/src/*.java "$work/Drive.java" 2>/dev/null
target/unscrambler random --count "$large" --seed 7 > "$work/large.txt"
grep -m "$small" '^r' "$work/large.txt" > "$work/small.txt"
cpu() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ print $1 + $2 }'; }
per_cube() { echo "($2 - $1) * 1000 / ($large - $small)" | bc -l | xargs printf '%.2f'; }
peer=(java -cp "$work/classes" Drive)
# the lengths, from one run of each on the LARGE states (which also fills the table cache)
"${peer[@]}" "$work/large.txt" | awk -F': ' '/Error/ { bad++; next } { k = split($2, m, " "); n++; t += k; if (k > mx) mx = k }
    END { printf "min2phase: HTM mean %.2f, max %d, %d unsolved\n", t / n, mx, bad }'
for rules in "${strategies[@]}"; do
  target/unscrambler solve --rules "$rules" --format jsonl "$work/large.txt" 2>/dev/null | awk -F'"htm":' '!/"status":"solved"/ { bad++; next } { split($2, h, ","); n++; t += h[1]; if (h[1] > mx) mx = h[1] }
      END { printf "%s: HTM mean %.2f, max %d, %d unsolved\n", rules, t / n, mx, bad }' rules="$rules"
done
for round in $(seq "$rounds"); do
  p1=$(cpu "${peer[@]}" "$work/small.txt"); p2=$(cpu "${peer[@]}" "$work/large.txt")
  line="round $round, load $(cut -d' ' -f1 /proc/loadavg): min2phase ${p1} s / ${p2} s, $(per_cube "$p1" "$p2") ms a cube"
  for rules in "${strategies[@]}"; do
    u1=$(cpu target/unscrambler solve --rules "$rules" "$work/small.txt")
    u2=$(cpu target/unscrambler solve --rules "$rules" "$work/large.txt")
    line+="; $rules ${u1} s / ${u2} s, $(per_cube "$u1" "$u2") ms a cube"
  done
  echo "$line"
done
