#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The GUI and its tests under AddressSanitizer + UndefinedBehaviorSanitizer (CMake preset
# "asan-gui", build-asan-gui/): the controller tests (app.*), the Qt Quick tests (qml.*), the
# smoke test (gui.smoke) and the monkey test's short version (gui.monkey). The rewind arena is
# ASan-aware in this build (app/gui/simulation/Arena.cpp), so app.arena and app.rewind test
# rewind under the sanitizers too. Any finding fails the test that triggered it; the only
# suppressions are Qt's and its system libraries' own, each explained in tests/sanitizers/.
# Builds only the GUI's test programs and what they need. Extra arguments go to each ctest.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
JOBS="${OPSLAB_JOBS:-$(nproc)}"
TARGETS=(
  opslab_app_tests opslab_chart_feed_tests opslab_lesson_tests opslab_lesson_progress_tests opslab_diagnostics_tests
  opslab_canvas_tests opslab_model_views_tests opslab_rewind_tests opslab_arena_tests
  opslab_capture_tests opslab_compare_tests opslab_fabric_view_tests opslab_chart_export_tests
  opslab_language_tests opslab_lesson_predict_tests opslab_work_export_tests
  opslab_palette_tests opslab_persistence_tests opslab_lesson_language_tests
  opslab_lesson_metrics_tests opslab_class_results_tests opslab_lesson_choice_order_tests
  opslab_work_answers_tests
  opslab_qml_tests opslab_gui_smoke opslab opslab_gui_monkey opslab-cli
)
# OPSLAB_ASAN_GUI_PASSES names the passes to run, separated by spaces; by default all three.
# CI (.ci/run) runs the controller pass alone: the views and the app are the same C++ the
# controller tests drive, and the release suite runs qml.* and gui.* (docs/hardening.md, "CI's time").
PASSES="${OPSLAB_ASAN_GUI_PASSES:-asan-gui asan-gui-qml asan-gui-app}"
for pass in $PASSES; do
  case "$pass" in
    asan-gui | asan-gui-qml | asan-gui-app) ;;
    *) echo "test-asan-gui.sh: OPSLAB_ASAN_GUI_PASSES: unknown pass '$pass' (asan-gui, asan-gui-qml, asan-gui-app)" >&2; exit 2 ;;
  esac
done
cmake --preset asan-gui >/dev/null
cmake --build --preset asan-gui -j "$JOBS" --target "${TARGETS[@]}"
# Qt wants a private runtime directory; offscreen needs no display.
if [[ -z "${XDG_RUNTIME_DIR:-}" || ! -d "${XDG_RUNTIME_DIR}" ]]; then
  XDG_RUNTIME_DIR="$(mktemp -d)"
  export XDG_RUNTIME_DIR
  trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
fi
export QT_QPA_PLATFORM=offscreen
# Three passes, each a test preset (ASAN_OPTIONS, LSAN_OPTIONS, UBSAN_OPTIONS: halt on the first
# report; the suppression files of tests/sanitizers/):
#  asan-gui      the controller tests (app.*), leaks checked;
#  asan-gui-qml  the Qt Quick tests (qml.*), leaks checked; Qt Quick's own leak (lsan.supp) can
#                be told apart only on the whole allocation stack, so malloc stacks are unwound
#                the slow way there (×2 on this test, ×9 on app.lesson: not for the other passes);
#  asan-gui-app  the app itself: gui.smoke (each scenario in a real `opslab`) and the monkey
#                test's short version, under ASan + UBSan without the leak check (the same Qt
#                leak at every exit; the views' leaks are checked in the other two passes).
status=0
for pass in $PASSES; do
  ctest --preset "$pass" -j "$JOBS" "$@" || status=1
done
exit "$status"
