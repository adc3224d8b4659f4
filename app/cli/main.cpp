// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// opslab-cli: the headless front end (docs/cli.md) — validate, run and sweep scenario files,
// writing CSV. Bad input is one line on stderr and exit status 2; internal failures, status 1.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "capture.hpp"
#include "class_report.hpp"
#include "cluster/cluster_lessons.hpp"
#include "cluster/cluster_sweep.hpp"
#include "error_line.hpp"
#include "log/log.hpp"
#include "lesson_new.hpp"
#include "lesson_report.hpp"
#include "logging.hpp"
#include "kept_runs.hpp"
#include "output_folder.hpp"
#include "run_report.hpp"
#include "metrics/csv_writer.hpp"
#include "metrics/rtt_sample_log.hpp"
#include "net/network.hpp"
#include "metrics/run_result.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_errors.hpp"
#include "scenario/scenario_file.hpp"
#include "study/claim_status.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"
#include "study/lesson/lesson_validation.hpp"
#include "study/paired.hpp"
#include "study/provenance.hpp"
#include "study/run_checksums.hpp"
#include "study/runner.hpp"
#include "study/sweep/sweep.hpp"
#include "study/sweep/sweep_engine.hpp"
#include "study/sweep/sweep_plan.hpp"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using opslab::scenario::ScenarioError;

using opslab::cli::fail;

constexpr int exit_bad_input = 2;
constexpr int exit_internal = 1;

// Command-line values of every subcommand (each subcommand uses its own subset).
struct Options {
  std::string scenario;
  std::vector<std::string> sets;
  std::optional<std::int64_t> seed;
  std::optional<std::string> out;
  bool replace = false;  // --replace: a non-empty --out folder is replaced, not refused
  bool keep_runs = false;  // sweep --keep-runs: every run's own files in runs/NNNN/
  std::optional<std::string> paired;  // sweep --paired KEY: paired.csv
  std::vector<std::string> varies;
  std::optional<std::int64_t> seeds;
  std::optional<std::int64_t> jobs;
  std::string lesson;
  std::string model;
  bool all = false;
  bool quick = false;
  std::vector<std::string> captures;  // run --capture LINK|flow:N
  bool capture_payload = false;
  bool rtt_samples = false;  // run --rtt-samples: rtt_samples.csv
  std::vector<std::string> lesson_dirs;  // lesson --lesson-dir DIR
  std::string lesson_folder;             // lesson validate DIR, lesson new DIR
  std::string from;                      // lesson new --from SCENARIO
  opslab::study::Provenance provenance;  // this build and command line, written with results
};

void check_jobs(const Options& o) {
  if (o.jobs && (*o.jobs < 1 || *o.jobs > 4096)) {
    throw ScenarioError(fmt::format("--jobs: expected an integer in [1, 4096], got {}", *o.jobs));
  }
}

// The user document: the file with --set overrides and --seed applied. Its title names what
// --set changed, but not the `varied` keys: a sweep sets those at every point.
json load_user(const Options& o, const std::vector<std::string>& varied = {}) {
  json doc = opslab::scenario::load_scenario_file(o.scenario);
  const json file = doc;
  for (const auto& s : o.sets) opslab::scenario::apply_override(doc, s);
  opslab::scenario::note_overrides(doc, file, varied);
  if (o.seed) opslab::scenario::set_seed(doc, *o.seed);
  return doc;
}

fs::path results_path(const Options& o, std::string_view suffix) {
  return o.out ? fs::path(*o.out)
               : fs::path("runs") / (fs::path(o.scenario).stem().string() + std::string(suffix));
}

// The results folder, checked before anything runs (refused when not empty, unless --replace).
opslab::cli::OutputFolder output_dir(const Options& o, std::string_view suffix) {
  return opslab::cli::check_output_folder(results_path(o, suffix), o.replace);
}

int cmd_describe(const Options& o) {
  const auto* m = opslab::scenario::find_model(o.model);
  if (!m) {
    std::vector<std::string> names;
    for (const auto& d : opslab::scenario::models()) names.push_back(d.name);
    throw ScenarioError(fmt::format("describe: unknown model \"{}\"; expected one of: {}", o.model,
                                    fmt::join(names, ", ")));
  }
  std::cout << opslab::scenario::describe(*m);
  return 0;
}

int cmd_validate(const Options& o) {
  const json doc = opslab::scenario::resolve_scenario(load_user(o));
  std::cout << "ok: " << doc.at("model").get<std::string>() << ' '
            << doc.at("name").get<std::string>() << '\n';
  return 0;
}

int cmd_run(const Options& o) {
  const json doc = opslab::scenario::resolve_scenario(load_user(o));
  const auto folder = output_dir(o, "");
  const fs::path& dir = folder.dir;
  opslab::log::logger().info("run: model {}, results to {}", doc.at("model").get<std::string>(),
                             dir.string());
  // --capture values are checked on the built run, before it advances.
  std::optional<opslab::cli::RunCaptures> captures;
  std::optional<opslab::metrics::RttSampleLog> rtt;
  if (o.rtt_samples) rtt.emplace();
  const auto result = *opslab::study::run_scenario(
      doc, std::stop_token(), [&](opslab::scenario::ModelRun& run) {
        if (rtt) run.network().taps().attach(&*rtt);
        if (o.captures.empty()) return;
        captures.emplace(o.captures, o.capture_payload, run);
        captures->attach(run);
      });
  std::vector<opslab::study::OutputFile> more;
  if (rtt) more.push_back({"rtt_samples.csv", {}, [&rtt](std::ostream& out) { rtt->write_csv(out); }});
  opslab::study::write_run_outputs(dir, doc, result, o.provenance, std::move(more));
  std::vector<std::string> written = opslab::cli::written_files(result);
  if (rtt) written.emplace_back("rtt_samples.csv");
  written.emplace_back(opslab::study::checksums_name);  // written last
  std::vector<std::string> shown = written;
  if (captures) {
    for (auto& [name, packets] : captures->finish(dir)) {
      written.push_back(name);
      shown.push_back(fmt::format("{} ({} packets)", name, packets));
    }
  }
  const auto removed = opslab::cli::remove_earlier_results(folder, written);

  std::cout << opslab::cli::run_report_text(doc, result.summary)
            << fmt::format("  wrote {}: {}\n", dir.string(), fmt::join(shown, ", "));
  if (rtt) std::cerr << opslab::cli::rtt_samples_note(*rtt);
  if (!removed.empty()) std::cout << fmt::format("  removed earlier {}\n", fmt::join(removed, ", "));
  return 0;
}

int cmd_sweep(const Options& o, const opslab::cli::ClusterOptions& cluster) {
  opslab::cli::check_cluster_usage(
      cluster, !o.scenario.empty(),
      !o.varies.empty() || !o.sets.empty() || o.seed || o.seeds || o.jobs || o.paired);
  if (cluster.on_plan_dir()) return opslab::cli::plan_dir_command(cluster, o.out, o.provenance);
  json user = load_user(o);
  opslab::study::SweepSpec spec;
  if (const auto section = user.find("sweep"); section != user.end()) {
    spec = opslab::study::sweep_spec_from_json(*section);
  }
  if (!o.varies.empty()) {
    spec.axes.clear();
    for (const auto& v : o.varies) spec.axes.push_back(opslab::study::parse_vary(v));
  }
  if (o.seeds) spec.seeds = *o.seeds;  // checked by SweepPlan
  std::vector<std::string> varied;
  for (const auto& axis : spec.axes) varied.push_back(axis.key);
  user = load_user(o, varied);
  check_jobs(o);
  const opslab::study::SweepPlan plan(user, std::move(spec));
  if (o.keep_runs && cluster.elsewhere()) {
    throw ScenarioError("sweep --keep-runs: a plan directory keeps every run's files already");
  }
  if (o.paired && cluster.elsewhere()) {
    throw ScenarioError("sweep --paired: applies to a sweep run here, not to a plan");
  }
  if (o.paired) opslab::study::check_paired(plan.spec(), *o.paired);
  if (cluster.elsewhere()) {  // a plan directory refuses a folder that is not empty itself
    return opslab::cli::sweep_elsewhere(user, plan, results_path(o, "-sweep"), cluster,
                                        o.provenance);
  }
  const auto folder = output_dir(o, "-sweep");
  const fs::path& dir = folder.dir;

  opslab::study::SweepOptions options{o.jobs ? static_cast<unsigned>(*o.jobs) : 0, {}, {}};
  if (isatty(fileno(stderr)) != 0) {
    options.on_run = [](const opslab::study::SweepRunReport& r) {
      std::cerr << fmt::format("\rsweep: {}/{} runs", r.done, r.total)
                << (r.done == r.total ? "\n" : "") << std::flush;
    };
  }
  options.on_run = opslab::cli::with_progress_log("sweep", std::move(options.on_run));
  std::optional<opslab::cli::KeptRuns> kept;
  if (o.keep_runs) {
    kept.emplace(dir, plan, o.provenance);
    options.on_result = [&kept](std::size_t run, const opslab::metrics::RunResult& r) {
      kept->write(run, r);
    };
  }
  const auto outcome = opslab::study::run_sweep(plan, options);
  std::vector<opslab::study::OutputFile> extra;
  if (o.paired) {
    extra.push_back({"paired.csv", opslab::metrics::to_csv(
                                       opslab::study::paired_table(plan, outcome.runs, *o.paired))});
  }
  opslab::study::write_sweep_outputs(dir, plan, outcome.runs, o.provenance, extra);
  std::vector<std::string> written{"sweep.csv", "runs.csv", "scenario.json", "run.json"};
  if (o.paired) written.emplace_back("paired.csv");
  if (kept) {
    kept->commit();
    written.emplace_back("runs");
  }
  const auto removed = opslab::cli::remove_earlier_results(folder, written);
  if (kept) {
    const std::size_t n = plan.run_count();
    written.back() = fmt::format("runs/{}..{}/", opslab::study::run_dir_name(0, n),
                                 opslab::study::run_dir_name(n - 1, n));
  }
  std::cout << fmt::format("{} \"{}\": {} points x {} seeds = {} runs\n",
                           plan.base().at("model").get<std::string>(),
                           plan.base().at("name").get<std::string>(), plan.point_count(),
                           plan.spec().seeds, plan.run_count())
            << fmt::format("  wrote {}: {}\n", dir.string(), fmt::join(written, ", "));
  if (!removed.empty()) std::cout << fmt::format("  removed earlier {}\n", fmt::join(removed, ", "));
  return 0;
}

// The folders lessons are read from: --lesson-dir folders first, then the shipped lessons.
std::vector<fs::path> lesson_roots(const Options& o) {
  return opslab::study::lesson_roots({o.lesson_dirs.begin(), o.lesson_dirs.end()});
}

// The lessons under a line naming their folder, so it is plain which copy of a lesson is used.
// A lesson that does not load is one error line on stderr (exit status 2); the others are listed.
int cmd_lesson_list(const Options& o) {
  fs::path folder;
  std::vector<std::string> broken;
  for (const auto& l : opslab::study::load_all_lessons(lesson_roots(o), &broken)) {
    if (l.dir.parent_path() != folder) {
      folder = l.dir.parent_path();
      std::cout << folder.string() << ":\n";
    }
    std::cout << fmt::format("  {:<22} {} ({}, {}, ~{} min; {} claims)\n", l.id, l.title,
                             l.reproduces, l.level, l.minutes, l.claims.size());
  }
  for (const auto& message : broken) fail(message, exit_bad_input);
  return broken.empty() ? 0 : exit_bad_input;
}

int cmd_lesson_check(const Options& o, const opslab::cli::LessonClusterOptions& cluster) {
  check_jobs(o);
  if (o.all == !o.lesson.empty()) {
    throw ScenarioError("lesson check: expected a lesson ID or --all (one of them)");
  }
  const auto roots = lesson_roots(o);
  std::vector<opslab::study::Lesson> lessons;
  if (o.all) {
    lessons = opslab::study::load_all_lessons(roots);
  } else {
    lessons.push_back(opslab::study::load_lesson(opslab::study::find_lesson(roots, o.lesson)));
  }
  // --slurm: every lesson's sweeps run as SLURM job arrays first, all submitted together.
  const auto on_slurm = cluster.slurm
                            ? opslab::cli::lesson_sweeps_on_slurm(lessons, o.quick, cluster)
                            : std::vector<std::vector<opslab::study::SweepResults>>{};
  const bool terminal = isatty(fileno(stderr)) != 0;
  bool all_pass = true;
  for (std::size_t li = 0; li < lessons.size(); ++li) {
    const auto& l = lessons[li];
    std::cout << fmt::format("{} — {} [{}]\n", l.id, l.reproduces, o.quick ? "quick" : "full");
    opslab::study::SweepCallback progress;
    if (terminal) {
      progress = [](const opslab::study::SweepRunReport& r) {
        std::cerr << fmt::format("\r  {}/{} runs", r.done, r.total)
                  << (r.done == r.total ? "\r" : "") << std::flush;
      };
    }
    progress = opslab::cli::with_progress_log(l.id, std::move(progress));
    const auto results =
        cluster.slurm ? opslab::study::evaluate_claims(l, on_slurm[li])
                      : opslab::study::check_lesson(
                            l, o.quick, o.jobs ? static_cast<unsigned>(*o.jobs) : 0, progress);
    for (const auto& r : results) {
      // The rule of study::claim_status: at the quick scale only a contradicted finding fails.
      using opslab::study::ClaimStatus;
      const ClaimStatus status = opslab::study::claim_status(r, o.quick);
      all_pass = all_pass && !opslab::study::fails(status);
      const char* mark = status == ClaimStatus::pass                  ? "PASS"
                         : status == ClaimStatus::not_shown_at_scale    ? "NOT SHOWN at this scale"
                         : status == ClaimStatus::expected_fail_at_full ? "INFO (expected to fail at the paper's scale)"
                         : status == ClaimStatus::full_scale_only       ? "INFO (checked at the paper's scale only)"
                                                                        : "FAIL";
      std::cout << fmt::format("  {} {}: {}\n      {}\n", mark, r.id, r.text, r.detail);
    }
  }
  return all_pass ? 0 : 1;
}

// Every problem and warning of a lesson folder, one line each (FILE:LINE: …); status 2 when
// there is a problem.
int cmd_lesson_validate(const Options& o) {
  const auto found = opslab::study::validate_lesson(o.lesson_folder);
  std::size_t errors = 0;
  for (const auto& d : found) {
    std::cout << d.to_string() << '\n';
    if (!d.warning) ++errors;
  }
  const std::size_t warnings = found.size() - errors;
  std::cout << fmt::format("{}: {} error{}, {} warning{}\n", o.lesson_folder, errors,
                           errors == 1 ? "" : "s", warnings, warnings == 1 ? "" : "s");
  return errors > 0 ? exit_bad_input : 0;
}

void add_common(CLI::App* sub, Options& o) {
  sub->add_option("scenario", o.scenario, "Scenario file (JSON)")->required();
  sub->add_option("--set", o.sets, "Override a key: section.key=value (repeatable)")
      ->allow_extra_args(false);
  sub->add_option("--seed", o.seed, "Set sim.seed");
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"OPS Lab: TCP/UDP over optical networks, headless.", "opslab-cli"};
  app.set_version_flag("--version", "opslab-cli " + opslab::study::build_text());
  app.set_help_all_flag("--help-all", "Print this help with every subcommand's options");
  app.require_subcommand(1);
  std::string log_level = "warn";
  app.add_option("--log-level", log_level, "Log on stderr from this level on (default: warn)")
      ->check(CLI::IsMember(opslab::log::level_names()));
  app.fallthrough();  // --log-level also after the subcommand
  Options o;
  o.provenance.command_line =
      opslab::study::command_line_text(std::vector<std::string>(argv + 1, argv + argc));

  auto* describe = app.add_subcommand(
      "describe", "Print a model's parameters and the columns its runs write (unit, definition) as Markdown");
  describe->add_option("model", o.model, "Model name (the scenario's `model`)")->required();

  auto* validate = app.add_subcommand("validate", "Check a scenario file without running it");
  add_common(validate, o);

  auto* run = app.add_subcommand("run", "Run a scenario and write CSV results");
  add_common(run, o);
  run->add_option("--out", o.out,
                  "Output directory (default: runs/<scenario file stem>); refused when it is not "
                  "empty, unless --replace");
  run->add_flag("--replace", o.replace,
                "Write into an output directory that is not empty, replacing the results in it "
                "(its earlier CSV, pcapng and scenario.json files are removed)");
  run->add_option("--capture", o.captures,
                  "Write a Wireshark capture (pcapng) of a link or a flow beside the CSVs: a link "
                  "id, a link FROM->TO by the topology's node names (e.g. r0->r1), or flow:N "
                  "(at its sender's host); repeatable. Files: capture-link-<id>.pcapng, "
                  "capture-flow-<N>.pcapng (docs/capture.md)")
      ->allow_extra_args(false);
  run->add_flag("--capture-payload", o.capture_payload,
                "Write each captured packet's payload as zero bytes (default: headers only, "
                "with the packet's real length)");
  run->add_flag("--rtt-samples", o.rtt_samples,
                "Also write rtt_samples.csv: every RTT sample the TCP senders take (time, flow, "
                "RTT, smoothed RTT, RTO), at most 5e6 rows (docs/cli.md)");

  auto* sweep = app.add_subcommand("sweep", "Run a parameter sweep with seeds and 95% CIs");
  add_common(sweep, o);
  sweep->add_option("--vary", o.varies, "Vary a key: section.key=v1,v2,... (repeatable)")
      ->allow_extra_args(false);
  sweep->add_option("--seeds", o.seeds, "Seeds per point (default 1)");
  sweep->add_option("--jobs", o.jobs, "Worker threads (default: all cores)");
  sweep->add_option("--out", o.out,
                    "Output directory (default: runs/<scenario file stem>-sweep); refused when it "
                    "is not empty, unless --replace");
  sweep->add_flag("--replace", o.replace,
                  "Write into an output directory that is not empty, replacing the results in it");
  sweep->add_option("--paired", o.paired,
                    "Also write paired.csv: each value of this varied key against its first, seed "
                    "by seed (the mean difference with its paired 95% CI, and Welch's CI beside it)");
  sweep->add_flag("--keep-runs", o.keep_runs,
                  "Also keep every run's own files (summary, flows, timeseries, scenario.json, "
                  "run.json) in runs/NNNN/ of the output directory, as a plan directory does");
  opslab::cli::ClusterOptions cluster;
  opslab::cli::add_cluster_options(sweep, cluster);

  auto* lesson = app.add_subcommand("lesson", "List, check, validate and start lessons");
  lesson->require_subcommand(1);
  lesson->add_option("--lesson-dir", o.lesson_dirs,
                     "Also read the lessons in this folder (a folder of lesson folders, or one "
                     "lesson's folder), before the shipped ones; repeatable")
      ->allow_extra_args(false);
  auto* lesson_list = lesson->add_subcommand("list", "List the lessons");
  auto* lesson_check = lesson->add_subcommand("check", "Run a lesson's sweeps and check its claims");
  lesson_check->add_option("id", o.lesson, "Lesson id");
  lesson_check->add_flag("--all", o.all, "Check every lesson");
  lesson_check->add_flag("--quick", o.quick, "Classroom scale (fewer seeds, smaller runs)");
  lesson_check->add_option("--jobs", o.jobs, "Worker threads (default: all cores)");
  opslab::cli::LessonClusterOptions lesson_cluster;
  opslab::cli::add_lesson_cluster_options(lesson_check, lesson_cluster);
  auto* lesson_validate = lesson->add_subcommand(
      "validate", "Check a lesson folder: every problem as FILE:LINE, and warnings (exit 2 on a problem)");
  lesson_validate->add_option("dir", o.lesson_folder, "The lesson's folder (lesson.json, pages, scenarios)")
      ->required();
  auto* lesson_new = lesson->add_subcommand(
      "new", "Write a starting lesson for a scenario into a new folder");
  lesson_new->add_option("dir", o.lesson_folder, "The new lesson's folder (its name is the lesson's id)")
      ->required();
  lesson_new->add_option("--from", o.from, "The scenario file the lesson runs (copied into it)")
      ->required();
  opslab::cli::LessonReportOptions report_options;
  auto* lesson_report = lesson->add_subcommand(
      "report", "Run lessons' sweeps and write their results page (tables, figures and verdicts, Markdown)");
  lesson_report->add_option("ids", report_options.lessons, "Lesson ids")->required();
  lesson_report->add_flag("--full", report_options.full, "The paper's scale (default: quick)");
  lesson_report->add_option("--seeds", report_options.seeds, "Seeds per point (default: the lesson's)");
  lesson_report->add_option("--jobs", report_options.jobs, "Worker threads (default: all cores)");
  lesson_report->add_option("--title", report_options.title, "The page's title");
  lesson_report->add_option("--intro", report_options.intro, "Markdown file printed after the title");
  lesson_report->add_option("--cache", report_options.cache,
                            "Keep each sweep's runs in this folder as they finish and reuse them while the sweep is unchanged (a stopped report resumes)");
  lesson_report->add_option("--page", report_options.page,
                            "Write the page to this file, whole once it and its figures are done (default: stdout)");
  lesson_report->add_option("--figures", report_options.figures,
                            "Write each sweep's figure (SVG, PNG and its JSON spec; needs python3-matplotlib) into this folder "
                            "(default with --page: figures/ beside the page; on stdout: none)");
  lesson_report->add_flag("--no-figures", report_options.no_figures, "Write no figures");
  opslab::cli::LessonClusterOptions report_cluster;
  opslab::cli::add_lesson_cluster_options(lesson_report, report_cluster);

  opslab::cli::ClassReportOptions class_options;
  auto* class_command = opslab::cli::add_class_command(app, class_options);

  // CLI11 would report an unknown subcommand as "A subcommand is required".
  if (argc > 1 && argv[1][0] != '-') {
    const std::string first = argv[1];
    bool known = false;
    for (const auto* sub : {describe, validate, run, sweep, lesson, class_command}) known = known || sub->get_name() == first;
    if (!known) {
      return fail(fmt::format("unknown subcommand \"{}\"; expected one of: describe, validate, run, "
                              "sweep, lesson, class",
                              first),
                  exit_bad_input);
    }
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help
    return fail(e.what(), exit_bad_input);
  }
  opslab::cli::setup_logging(log_level);

  try {
    if (*describe) return cmd_describe(o);
    if (*validate) return cmd_validate(o);
    if (*run) return cmd_run(o);
    if (*lesson_list) return cmd_lesson_list(o);
    if (*lesson_check) return cmd_lesson_check(o, lesson_cluster);
    if (*lesson_validate) return cmd_lesson_validate(o);
    if (*lesson_new) {
      opslab::cli::write_new_lesson(o.lesson_folder, o.from);
      return 0;
    }
    if (*class_command) return opslab::cli::class_report(class_options);
    if (*lesson_report) {
      return opslab::cli::lesson_report(report_options, lesson_roots(o), report_cluster);
    }
    return cmd_sweep(o, cluster);
  } catch (const opslab::scenario::ScenarioErrors& e) {  // several problems: a line each
    for (const auto& m : e.messages()) fail(m, exit_bad_input);
    return exit_bad_input;
  } catch (const ScenarioError& e) {
    return fail(e.what(), exit_bad_input);
  } catch (const std::exception& e) {
    return fail(e.what(), exit_internal);
  }
}
