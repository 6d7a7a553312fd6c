#!/bin/sh
# A UCI engine that plays one fault, for rankfile-engine's tests: the
# fault is the first argument (the scripts beside this one pass it).
# good: answers as a small engine (its first info says the position it
# was sent, so that tests see what the engine saw); hangs: says nothing to "go";
# dies: exits during a search; illegal: sends a move that cannot be
# played; garbled: an info line that is not UCI; slow-ready: never
# answers isready.
fault="${1:-good}"
while read -r line; do
  case "$line" in
    uci)
      echo "id name Fake $fault"
      echo "option name Hash type spin default 16 min 1 max 1024"
      echo "option name MultiPV type spin default 1 min 1 max 5"
      echo "uciok" ;;
    position*)
      position="$line" ;;
    isready)
      [ "$fault" = slow-ready ] || echo "readyok" ;;
    go*)
      case "$fault" in
        hangs) ;;
        dies) exit 7 ;;
        illegal) echo "info depth 1 score cp 10 pv e2e5"; echo "bestmove e2e5" ;;
        garbled) echo "info depth deep score cp 10 pv e2e4" ;;
        *) echo "info depth 1 score cp 20 string $position"
           echo "info depth 1 seldepth 2 score cp 20 nodes 30 pv e2e4 e7e5"
           echo "bestmove e2e4 ponder e7e5" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
