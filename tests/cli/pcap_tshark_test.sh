#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Captures of `opslab-cli run --capture` read by a real dissector: tshark must parse
# every file without malformed packets or errors, its TCP analysis of a flow must agree with
# the simulator's own counters for that flow, and with --capture-payload every IPv4, TCP and
# UDP checksum must verify. Bad --capture values must exit 2 and write nothing.
#
# The agreement rule (docs/capture.md): a flow capture is the sender's view, so
#   retransmitted segments = frames tshark marks retransmission (fast ones included),
#                            spurious retransmission or out-of-order
# (Wireshark calls a resent segment "out-of-order" when it follows the highest segment by
# less than the first RTT; the sender never reorders its own segments), and
#   duplicate ACKs = frames tshark marks duplicate ACK.
# Both must equal the simulator's counts exactly. A segment the sender's own access queue
# drops never reaches the wire and is not captured (as with tcpdump on a real host): the He &
# Chan run below gives its access links a queue that never overflows, and checks that the
# capture holds every data segment the sender sent; in the LB+AS run the senders' queues drop
# some first transmissions (tshark: "previous segment not captured"), never a retransmission,
# so the counts still agree but the segment totals are not compared.
#
# usage: pcap_tshark_test.sh OPSLAB_CLI SOURCE_DIR
set -u
cli=$1
src=$2
if ! command -v tshark >/dev/null 2>&1; then
  echo "FAIL: tshark is not installed (Debian package tshark; scripts/setup.sh installs it)"
  exit 1
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/opslab-pcap-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
count() { tshark -r "$1" -Y "$2" 2>/dev/null | wc -l; }
# Column $2 of the CSV row whose first cell is $3 (header names the columns).
csv_cell() {
  awk -F, -v col="$2" -v key="$3" 'NR == 1 { for (i = 1; i <= NF; ++i) if ($i == col) c = i; next }
                                  $1 == key { print $c }' "$1"
}
# Every capture parses: no malformed packet, no error-level expert item.
check_parses() {
  local file=$1 packets
  packets=$(tshark -r "$file" 2>/dev/null | wc -l)
  [ "$packets" -gt 0 ] || fail "$file: tshark reads no packets"
  local bad
  bad=$(count "$file" '_ws.malformed || _ws.expert.severity == error')
  [ "$bad" -eq 0 ] || fail "$file: $bad malformed or erroneous packets"
  echo "$file: $packets packets, parsed cleanly"
}
# Data segments the flow's sender (port 10000 + flow) put on the wire.
data_segments() { count "$1" "tcp.srcport == $((10000 + $2)) && tcp.len > 0"; }
retransmissions() {
  count "$1" 'tcp.analysis.retransmission || tcp.analysis.spurious_retransmission || tcp.analysis.out_of_order'
}

# 1. LB+AS: two TCP transfers reordered over a lightpath bundle; tcp_transfers.csv holds each
#    sender's retransmits and duplicate ACKs (whole transfer).
# An unlimited initial ssthresh (not the model's INET default) overflows a 100-packet host queue
# in the first slow start: losses, retransmissions and duplicate ACKs to compare.
"$cli" run "$src/assets/scenarios/lbas-classroom.json" --set sim.duration_s=4 \
  --set tcp.initial_ssthresh=0 --set topology.tcp_nic_queue_packets=100 --set traffic.file_mb=3 --capture flow:0 --capture flow:1 --out "$work/lbas" >/dev/null ||
  fail "lbas run"
for flow in 0 1; do
  file="$work/lbas/capture-flow-$flow.pcapng"
  check_parses "$file"
  row=$([ $flow -eq 0 ] && echo "L>R" || echo "R>L")
  want_rtx=$(csv_cell "$work/lbas/tcp_transfers.csv" retransmits "$row")
  want_dup=$(csv_cell "$work/lbas/tcp_transfers.csv" dupacks "$row")
  got_rtx=$(retransmissions "$file")
  got_dup=$(count "$file" tcp.analysis.duplicate_ack)
  echo "lbas flow $flow: retransmissions tshark $got_rtx / simulator $want_rtx," \
       "duplicate ACKs tshark $got_dup / simulator $want_dup"
  [ "$want_rtx" -gt 0 ] && [ "$want_dup" -gt 0 ] || fail "lbas flow $flow: no losses to compare"
  [ "$got_rtx" -eq "$want_rtx" ] || fail "lbas flow $flow: retransmissions differ"
  [ "$got_dup" -eq "$want_dup" ] || fail "lbas flow $flow: duplicate ACKs differ"
done

# 2. He & Chan's OPS network with deflection losses, handshake and teardown, payload written:
#    flows.csv's retransmits (warm-up 0: the whole run), every checksum verified, and the
#    optical core link's packets each commented with the optical packet they travelled in
#    (link 40 is r0's shortest path to r1; `r0->r1` names it and the deflection path, 41).
"$cli" run "$src/assets/scenarios/he-chan-tcp-classroom.json" --set sim.warmup_s=0 \
  --set sim.duration_s=3 --set tcp.handshake=true --set topology.access_queue_packets=100000 \
  --capture flow:3 --capture 40 \
  --capture-payload --out "$work/hechan" >/dev/null || fail "he-chan run"
file="$work/hechan/capture-flow-3.pcapng"
check_parses "$file"
want_rtx=$(csv_cell "$work/hechan/flows.csv" retransmits 3)
got_rtx=$(retransmissions "$file")
echo "he-chan flow 3: retransmissions tshark $got_rtx / simulator $want_rtx"
[ "$want_rtx" -gt 0 ] || fail "he-chan flow 3: no retransmissions to compare"
[ "$got_rtx" -eq "$want_rtx" ] || fail "he-chan flow 3: retransmissions differ"
want_seg=$(csv_cell "$work/hechan/flows.csv" segments_sent 3)
got_seg=$(data_segments "$file" 3)
[ "$got_seg" -eq "$want_seg" ] || fail "he-chan flow 3: $got_seg data segments, simulator sent $want_seg"
[ "$(count "$file" 'tcp.flags.syn == 1 && tcp.flags.ack == 0')" -ge 1 ] || fail "no SYN in $file"
# The egress edge aggregates every ACK (mixed aggregation): each one names its optical packet.
acks=$(count "$file" 'tcp.srcport == 5001')
commented=$(count "$file" 'tcp.srcport == 5001 && frame.comment contains "in aggregate"')
[ "$acks" -gt 0 ] && [ "$commented" -eq "$acks" ] || fail "$file: $commented of $acks ACKs name their optical packet"
checks=(-o ip.check_checksum:TRUE -o tcp.check_checksum:TRUE -o udp.check_checksum:TRUE)
for file in "$work"/hechan/*.pcapng; do
  check_parses "$file"
  total=$(tshark -r "$file" 2>/dev/null | wc -l)
  good=$(tshark -r "$file" "${checks[@]}" -Y 'ip.checksum.status == 1 && tcp.checksum.status == 1' 2>/dev/null | wc -l)
  [ "$good" -eq "$total" ] || fail "$file: $((total - good)) of $total packets with a bad or unverified checksum"
done
core="$work/hechan/capture-link-40.pcapng"
total=$(tshark -r "$core" 2>/dev/null | wc -l)
commented=$(count "$core" 'frame.comment contains "in aggregate"')
[ "$commented" -eq "$total" ] || fail "$core: $commented of $total packets name their optical packet"

# 3. UDP: datagrams with their simulated size and verified checksums.
"$cli" run "$src/assets/scenarios/he-chan-udp-classroom.json" --set sim.duration_s=0.5 \
  --set sim.warmup_s=0 --capture flow:0 --capture-payload --out "$work/udp" >/dev/null ||
  fail "udp run"
file="$work/udp/capture-flow-0.pcapng"
check_parses "$file"
total=$(tshark -r "$file" 2>/dev/null | wc -l)
good=$(tshark -r "$file" "${checks[@]}" -Y 'udp && ip.checksum.status == 1 && udp.checksum.status == 1' 2>/dev/null | wc -l)
[ "$good" -eq "$total" ] || fail "$file: $((total - good)) of $total UDP packets with a bad checksum"

# 4. Bad values: one line naming the value, exit status 2, no output directory.
for bad in flow:9999 flow:x nosuch 'r0->nowhere' 'd1->s1' 'r0->r1' 100000; do
  "$cli" run "$src/assets/scenarios/he-chan-tcp-classroom.json" --capture "$bad" \
    --out "$work/bad" >"$work/bad.out" 2>"$work/bad.err"
  status=$?
  [ $status -eq 2 ] || fail "--capture $bad: exit status $status, expected 2"
  [ "$(wc -l <"$work/bad.err")" -eq 1 ] && grep -qF -- "$bad" "$work/bad.err" ||
    fail "--capture $bad: expected one line naming it, got: $(cat "$work/bad.err")"
  [ ! -e "$work/bad" ] || fail "--capture $bad: wrote $work/bad"
  rm -rf "$work/bad"
done

if [ $failures -gt 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "all pcap checks passed"
