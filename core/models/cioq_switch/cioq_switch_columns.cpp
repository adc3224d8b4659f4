// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The columns and series a cioq_switch run writes, for its descriptor (opslab-cli describe).
#include "models/cioq_switch/cioq_switch_model.hpp"

namespace opslab::models::cioq {

std::vector<scenario::ColumnDoc> cioq_switch_columns() {
  const char* f = "summary.csv";
  const char* fl = "flows.csv";
  const char* t = "timeseries.csv";
  const char* when_run = "; empty when no cell left the switch during the window";
  return scenario::join_columns({
      scenario::common_summary_columns(),
      {{f, "goodput_mbps", "", "Empty: cells are not TCP or UDP payload (see throughput)"},
       {f, "jain_fairness", "", "Empty (see flows.csv for each output's throughput)"},
       {f, "drops", "cells", "Cells dropped at full input queues during the window (as input_drops)"},
       {f, "slots", "cell times", std::string("Length of the window in cell times") + when_run},
       {f, "offered_load", "cells per input per cell time",
        std::string("Cells the sources offered during the window / (ports × slots)") + when_run},
       {f, "throughput", "cells per output per cell time",
        std::string("Cells delivered during the window / (ports × slots): 1 is every output "
                    "busy in every slot") + when_run},
       {f, "mean_delay_slots", "cell times",
        std::string("Mean delay of the cells delivered during the window, arrival at the input "
                    "to departure from the output") + when_run},
       {f, "min_latency_slots", "cell times",
        "The delay of a cell that never waits: 1 + 2 / speedup"},
       {f, "mean_queueing_delay_slots", "cell times",
        std::string("mean_delay_slots − min_latency_slots: the time spent waiting") + when_run},
       {f, "oq_theory_wait_slots", "cell times",
        "An output-queued switch's mean wait under uniform Bernoulli traffic, (N−1)/N · ρ / "
        "(2(1−ρ)), for comparison; empty for other traffic or ρ ≥ 1"},
       {f, "mean_input_queue_cells", "cells",
        std::string("Time-average cells waiting at all inputs together during the window") + when_run},
       {f, "mean_output_queue_cells", "cells",
        std::string("Time-average cells in all output FIFOs together during the window") + when_run},
       {f, "input_drops", "cells", "Cells dropped at full input queues during the window"},
       {f, "cells_delivered", "cells", "Cells that left the switch during the window"},
       {f, "fabric_slots_run", "fabric slots", "Fabric scheduling slots during the window (cell times × speedup)"},
       {fl, "output", "", "Output port (one row per output)"},
       {fl, "cells", "cells", "Cells it delivered during the window"},
       {fl, "throughput", "cells per cell time",
        std::string("cells / slots: the share of cell times it was busy") + when_run},
       {fl, "mean_delay_slots", "cell times", "Mean delay of its cells; empty when it delivered none"},
       {fl, "mean_queue_cells", "cells", "Time-average length of its output FIFO during the window"}},
      scenario::timeseries_columns(),
      {{t, "throughput", "cells per output per cell time",
        "Cells delivered during the sampling interval ending at time_s per output and cell time "
        "(key: total, the mean over outputs; out0, out1, …: each output)", true},
       {t, "cell_delay_slots", "cell times",
        "Mean delay of the cells that left during the sampling interval; empty when none left "
        "(key: total)", true},
       {t, "input_queue_cells", "cells",
        "Cells waiting at the inputs at time_s (key: total; in0, in1, …: each input)", true},
       {t, "output_queue_cells", "cells", "Cells in the output FIFOs at time_s (key: total)", true}},
  });
}

}  // namespace opslab::models::cioq
