#!/usr/bin/env python3
"""Medians [min-max] per variant of harness.py's output. usage: summarize.py OUT.jsonl"""
import collections, json, statistics, sys

rows = [json.loads(line) for line in open(sys.argv[1])]
by = collections.defaultdict(list)
for r in rows:
    by[r["name"]].append(r)


def fmt(xs):
    xs = [x for x in xs if x is not None]
    return "%.2f [%.2f-%.2f]" % (statistics.median(xs), min(xs), max(xs)) if xs else "-"


columns = [("ready s", "ready"), ("CPU at ready s", "readycpu"), ("first solution s", "first"),
           ("whole run s", "total"), ("CPU s", "cpu")]
print("%-28s %2s " % ("variant", "n") + " ".join("%-19s" % c for c, _ in columns) + " rules/exit")
for name in sorted(by):
    rs = by[name]
    print("%-28s %2d " % (name, len(rs)) + " ".join("%-19s" % fmt([r[k] for r in rs]) for _, k in columns)
          + " " + ",".join(sorted({"%s/%d" % (r["prov"], r["code"]) for r in rs})))
