#!/usr/bin/env bash
# CFOP strategies (rules/cfop and rules/cfop-one-look unless named) beside npm's rubiks-cube-solver
# (a CFOP program that recognises its cases) on the same random states, in fresh processes: the CPU
# (user + sys) of a run of SMALL states and of LARGE states, for each program, ROUNDS rounds
# interleaved; CPU a cube is (CPU of LARGE - CPU of SMALL) / (LARGE - SMALL).
# Usage (from the project's folder, after mvn package):
#   src/bench/cfop-beside-npm.sh [SMALL LARGE ROUNDS [RULES...]]
# Needs node and npm; installs rubiks-cube-solver into a temporary folder from the npm registry.
set -euo pipefail
small=${1:-200} large=${2:-1000} rounds=${3:-3}
shift $(( $# < 3 ? $# : 3 ))
strategies=("${@:-rules/cfop}")
[ $# -gt 0 ] || strategies=(rules/cfop rules/cfop-one-look)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
npm install --prefix "$work" --no-audit --no-fund --no-package-lock rubiks-cube-solver >/dev/null 2>&1
cat > "$work/solve.cjs" <<'JS'
// Solves each "id: FACELETS" line (URFDLB, as unscrambler random writes) and prints its moves.
const solver = require('rubiks-cube-solver');
for (const line of require('fs').readFileSync(process.argv[2], 'utf8').split('\n')) {
  const m = line.match(/^\s*([^#:\s]+):\s*([URFDLB]{54})\s*$/);
  if (!m) continue;
  const face = i => m[2].slice(9 * i, 9 * i + 9);
  // the package reads front, right, up, down, left, back, each face as the URFDLB string has it
  const state = [face(2), face(1), face(0), face(3), face(4), face(5)].join('').toLowerCase();
  console.log(m[1] + ': ' + solver(state));
}
JS
target/unscrambler random --count "$large" --seed 7 > "$work/large.txt"
grep -m "$small" '^r' "$work/large.txt" > "$work/small.txt"
cpu() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ print $1 + $2 }'; }
per_cube() { echo "($2 - $1) * 1000 / ($large - $small)" | bc -l | xargs printf '%.2f'; }
for rules in "${strategies[@]}"; do
  target/unscrambler solve --rules "$rules" "$work/small.txt" >/dev/null 2>&1 # the tables, once
done
for round in $(seq "$rounds"); do
  n1=$(cpu node "$work/solve.cjs" "$work/small.txt"); n2=$(cpu node "$work/solve.cjs" "$work/large.txt")
  line="round $round, load $(cut -d' ' -f1 /proc/loadavg): npm ${n1} s / ${n2} s, $(per_cube "$n1" "$n2") ms a cube"
  for rules in "${strategies[@]}"; do
    u1=$(cpu target/unscrambler solve --rules "$rules" "$work/small.txt")
    u2=$(cpu target/unscrambler solve --rules "$rules" "$work/large.txt")
    line="$line; $rules ${u1} s / ${u2} s, $(per_cube "$u1" "$u2") ms a cube"
  done
  echo "$line"
done
