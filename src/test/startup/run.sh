#!/bin/sh
# Start-up figures of the README's "Start-up" section: rules ready, first solution, whole run and
# CPU, for the ways of loading rules and the JVM settings, interleaved and repeated.
#
# usage (from the project's folder, after mvn -B -q package -DskipTests):
#   src/test/startup/run.sh [REPS] [WORK]      default 5 repetitions, work folder /tmp/unscrambler-startup
# Needs python3; the Java 25 variants run if /usr/lib/jvm/temurin-25-jdk-amd64 is there.
set -e
REPS=${1:-5}
W=${2:-/tmp/unscrambler-startup}
J17=${JAVA17:-java}
J25=${JAVA25:-/usr/lib/jvm/temurin-25-jdk-amd64/bin/java}
HERE=$(dirname "$0")
mkdir -p "$W/classes"
javac -cp target/unscrambler.jar -d "$W/classes" "$HERE/Probe.java" "$HERE/Relaunch.java"
# a jar, not a folder: class-data sharing refuses folders on the class path
(cd "$W/classes" && jar cf "$W/probe.jar" Probe.class Relaunch.class)
CP=target/unscrambler.jar:$W/probe.jar
grep -v '^#' scrambles/random-1000.txt | head -200 > "$W/random-200.txt"
# a user's copy of the strategy: another content key, so it is built once, then cached
rm -rf "$W/copy" "$W/cache" && cp -r rules/black-taylor "$W/copy" && echo "// a user's copy" >> "$W/copy/90-heuristics.drl"
$J17 -Dunscrambler.rules.cache="$W/cache" -cp "$CP" Probe "$W/copy" solve --rules "$W/copy" scrambles/samples.txt > /dev/null
# the class-data archive (Java 17: made by one run) and the AOT cache (Java 25), trained on the samples
rm -f "$W/app17.jsa" "$W/app25.aot"
$J17 -XX:ArchiveClassesAtExit="$W/app17.jsa" -cp "$CP" Probe - solve scrambles/samples.txt > /dev/null 2>&1
JAVA25_OK=no
if [ -x "$J25" ]; then
  $J25 -XX:AOTCacheOutput="$W/app25.aot" -cp "$CP" Probe - solve scrambles/samples.txt > /dev/null 2>&1 && JAVA25_OK=yes
fi
python3 - "$W" "$J17" "$J25" "$JAVA25_OK" "$CP" <<'PLAN'
import json, sys
w, j17, j25, with25, cp = sys.argv[1:]
def v(java, flags, files, rules="-", relaunch=False, extra=()):
    return dict(java=java, flags=flags, rules=rules, args=["solve", *extra, files], relaunch=relaunch)
f200, f1000 = w + "/random-200.txt", "scrambles/random-1000.txt"
cds, c1 = "-XX:SharedArchiveFile=" + w + "/app17.jsa", "-XX:TieredStopAtLevel=1"
loading = {"classpath": cp,
    "rules: DRL compiled": v(j17, ["-Dunscrambler.rules.build=drl"], f200),
    "rules: prebuilt": v(j17, [], f200),
    "rules: cached copy": v(j17, ["-Dunscrambler.rules.cache=" + w + "/cache"], f200, rules=w + "/copy",
                            extra=["--rules", w + "/copy"]),
    "rules: prebuilt, relaunched CDS+C1": v(j17, ["-Darchive=" + w + "/app17.jsa"], f200, relaunch=True)}
jvm = {"classpath": cp}
jvm["1000 17 tiered, DRL compiled (before)"] = v(j17, ["-Dunscrambler.rules.build=drl"], f1000)
for label, files in (("1000", f1000), ("200", f200)):
    jvm[label + " 17 tiered"] = v(j17, [], files)
    jvm[label + " 17 C1"] = v(j17, [c1], files)
    jvm[label + " 17 CDS"] = v(j17, [cds], files)
    jvm[label + " 17 CDS+C1"] = v(j17, [cds, c1], files)
    jvm[label + " 17 relaunched CDS+C1"] = v(j17, ["-Darchive=" + w + "/app17.jsa"], files, relaunch=True)
    if with25 == "yes":
        aot = "-XX:AOTCache=" + w + "/app25.aot"
        jvm[label + " 25 tiered"] = v(j25, [], files)
        jvm[label + " 25 AOT"] = v(j25, [aot], files)
        jvm[label + " 25 AOT+C1"] = v(j25, [aot, c1], files)
json.dump(loading, open(w + "/plan-loading.json", "w"), indent=1)
json.dump(jvm, open(w + "/plan-jvm.json", "w"), indent=1)
PLAN
rm -f "$W/loading.jsonl" "$W/jvm.jsonl"
python3 "$HERE/harness.py" "$W/plan-loading.json" "$REPS" "$W/loading.jsonl"
python3 "$HERE/harness.py" "$W/plan-jvm.json" "$REPS" "$W/jvm.jsonl"
python3 "$HERE/summarize.py" "$W/loading.jsonl"
python3 "$HERE/summarize.py" "$W/jvm.jsonl"
