# Timing for the local-read benchmarks (Tools/bench-caseload, bench-handover, bench-today),
# sourced by each so that the three measure alike. Needs bash 5 (EPOCHREALTIME). Sets
# $cpu_file, a scratch file the caller removes on exit.

median() { sort -n | sed -n 4p; }
# The CPU time (user + system) of the children this shell waited for so far, in microseconds,
# in $cpu_us: bash's `times`, run in this shell (a subshell counts its own children) and read
# with builtins only, so that nothing else is counted.
cpu_file=$(mktemp)
children_cpu() {
  times >"$cpu_file"
  local user system total=0 part minutes seconds
  { read -r _; read -r user system; } <"$cpu_file"
  for part in "$user" "$system"; do
    minutes=${part%%m*}; seconds=${part#*m}; seconds=${seconds%s}
    total=$(( total + (minutes * 60 + ${seconds%.*}) * 1000000 + 10#${seconds#*.} * 1000 ))
  done
  cpu_us=$total
}
# Median wall time of 7 runs, then the median CPU time of the same runs (less sensitive to
# other work on the machine than the wall time), in ms.
run_ms() {
  local times=() cpus=() start cpu
  for _ in 1 2 3 4 5 6 7; do
    children_cpu; cpu=$cpu_us
    start=${EPOCHREALTIME/./}
    "$@" >/dev/null
    times+=($(( ${EPOCHREALTIME/./} - start )))
    children_cpu; cpus+=($(( cpu_us - cpu )))
  done
  printf '%s\n' "${times[@]}" | median | awk '{ printf "%8.1f ms", $1 / 1000 }'
  printf '%s\n' "${cpus[@]}" | median | awk '{ printf "   CPU %6.1f ms", $1 / 1000 }'
}
