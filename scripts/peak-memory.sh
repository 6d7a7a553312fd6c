#!/usr/bin/env bash
# Runs a command and samples its resident memory every half second:
# prints "seconds RSS-KiB" lines, then the exit status, the wall time and
# the peak. Used for the memory figures of BENCHMARKS.md (flat memory on
# a 1 GB file).
set -u
"$@" >/dev/null 2>/tmp/peak-memory.err &
pid=$!
start=$(date +%s.%N)
peak=0
while kill -0 "$pid" 2>/dev/null; do
  rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
  if [ -n "$rss" ]; then
    now=$(date +%s.%N)
    printf '%.1f %s\n' "$(echo "$now - $start" | bc)" "$rss"
    [ "$rss" -gt "$peak" ] && peak=$rss
  fi
  sleep 0.5
done
wait "$pid"
status=$?
end=$(date +%s.%N)
echo "exit $status"
printf 'wall %.2f s\n' "$(echo "$end - $start" | bc)"
echo "peak $((peak / 1024)) MiB"
