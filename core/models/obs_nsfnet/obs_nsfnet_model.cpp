#include "models/obs_nsfnet/obs_nsfnet_model.hpp"

#include <memory>

#include "models/obs_nsfnet/obs_config.hpp"
#include "models/obs_nsfnet/obs_nsfnet_run.hpp"

namespace opslab::models {

scenario::ModelDescriptor obs_nsfnet_model() {
  scenario::ModelDescriptor m;
  m.name = "obs_nsfnet";
  m.description =
      "OBS paper: TCP SACK over optical burst switching on NSFNET — timer-based burst "
      "assembly (mixed, per-flow, window-aware multi-queue, randomized queues), JET "
      "reservation in a bufferless core, burst statistics and TCP synchronization";
  m.default_title = "OBS on NSFNET";
  m.schema = obs::obs_schema();
  m.check = [](const nlohmann::json& doc) { obs::parse_obs(doc); };
  m.build = [](const nlohmann::json& doc) -> std::unique_ptr<scenario::ModelRun> {
    return std::make_unique<obs::ObsNsfnetRun>(obs::parse_obs(doc));
  };
  return m;
}

}  // namespace opslab::models
