#!/usr/bin/env bash
# Start-up benchmark: from exec to the first paint of a window with a draft open, and
# peak resident memory once the highlighting repository has loaded. Runs the editor N
# times in one Xvfb server and prints the median and the spread.
#   tests/benchmarks/startup.sh BINARY [DRAFT] [RUNS]
# Needs xvfb (apt-get install xvfb xauth). Not a test: record its figures in the README.
set -euo pipefail
bin=${1:?usage: startup.sh BINARY [DRAFT] [RUNS]}
draft=${2:-$(dirname "$0")/../../resources/samples/sample-postmortem.md}
runs=${3:-15}
bin=$(realpath "$bin"); draft=$(realpath "$draft")
inner=$(mktemp)
cat >"$inner" <<'INNER'
bin=$1 draft=$2 runs=$3
export PM_STARTUP_PROBE=1 XDG_CONFIG_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
"$bin" "$draft" >/dev/null 2>&1 <<<'' & sleep 2; kill $! 2>/dev/null || true   # warm the page cache
for i in $(seq "$runs"); do
  start=$(date +%s%3N)
  out=$("$bin" "$draft" 2>/dev/null)
  paint=$(sed -n 's/^first-paint-epoch-ms //p' <<<"$out")
  rss=$(sed -n 's/^max-rss-kb //p' <<<"$out")
  ready=$(sed -n 's/^highlighting-ready //p' <<<"$out")
  paintRss=$(sed -n 's/^first-paint-max-rss-kb //p' <<<"$out")
  echo "$((paint - start)) $rss $ready $paintRss"
done
INNER
results=$(xvfb-run -a -s "-screen 0 1400x900x24" bash "$inner" "$bin" "$draft" "$runs")
rm -f "$inner"
ms=$(echo "$results" | awk '{print $1}' | sort -n)
rss=$(echo "$results" | awk '{print $2}' | sort -n)
paintRss=$(echo "$results" | awk '{print $4}' | sort -n)
ready=$(echo "$results" | awk '{s+=$3} END {print s}')
n=$(echo "$ms" | wc -l)
mid=$(( (n + 1) / 2 ))
printf 'exec to first paint: median %s ms (min %s, max %s) over %s runs\n' \
  "$(echo "$ms" | sed -n "${mid}p")" "$(echo "$ms" | sed -n 1p)" "$(echo "$ms" | tail -1)" "$n"
printf 'peak RSS at first paint: median %s MB\n' "$(echo "$paintRss" | sed -n "${mid}p" | awk '{printf "%.1f", $1/1024}')"
printf 'peak RSS: median %s MB (max %s MB); highlighting loaded in %s of %s runs\n' \
  "$(echo "$rss" | sed -n "${mid}p" | awk '{printf "%.1f", $1/1024}')" \
  "$(echo "$rss" | tail -1 | awk '{printf "%.1f", $1/1024}')" "$ready" "$n"
