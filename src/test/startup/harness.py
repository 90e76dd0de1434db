#!/usr/bin/env python3
"""Runs each variant of a plan REPS times, interleaved (shuffled per round), and appends one JSON
line per run to OUT: wall time to rules ready (printed by Probe), to the first line of output (the
first solution), to the end; CPU time of the process and its children (wait4), and at rules ready.

usage: harness.py PLAN.json REPS OUT.jsonl   (run from the project's folder)"""
import json, os, random, subprocess, sys, time


def run(variant, classpath):
    java, flags = variant["java"], variant["flags"]
    main = "Relaunch" if variant.get("relaunch") else "Probe"
    cmd = [java] + flags + ["-cp", classpath, main, variant["rules"]] + variant["args"]
    t0 = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first, lines = None, 0
    for _ in p.stdout:
        if first is None:
            first = time.time() - t0
        lines += 1
    err = p.stderr.read().decode()
    _, status, usage = os.wait4(p.pid, 0)
    result = dict(total=time.time() - t0, first=first, cpu=usage.ru_utime + usage.ru_stime, lines=lines,
                  code=os.waitstatus_to_exitcode(status), ready=None, readycpu=None, prov=None)
    for line in err.splitlines():
        if line.startswith("probe-ready "):
            f = line.split()
            result.update(ready=int(f[1]) / 1e6 - t0, prov=f[2], readycpu=int(f[5]) / 1000)
    return result


def main():
    plan, reps, out = json.load(open(sys.argv[1])), int(sys.argv[2]), sys.argv[3]
    classpath = plan.pop("classpath")
    for rep in range(reps):
        order = sorted(plan)
        random.Random(rep).shuffle(order)
        for name in order:
            r = run(plan[name], classpath)
            r.update(name=name, rep=rep)
            with open(out, "a") as f:
                f.write(json.dumps(r) + "\n")
            print(name, rep, "%.2f s, %.2f s CPU" % (r["total"], r["cpu"]), flush=True)


if __name__ == "__main__":
    main()
