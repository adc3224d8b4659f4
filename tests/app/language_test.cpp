// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The core's words in the interface's language: what a model declares (chart titles,
// series labels and units, histogram words, its parameter schema and description), the event
// log's sentences and the TCP state names are marked in the core and translated where the GUI
// shows them — in German with German words, in English exactly as the core writes them (plural
// forms included), and the views that hold them are told when the language changes. The start
// page's scenario titles and descriptions come from the scenario files' own translations.
#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

#include <nlohmann/json.hpp>

#include "app/ScenarioCatalog.hpp"
#include "app/Translations.hpp"
#include "charts/ChartFeed.hpp"
#include "inspector/EventText.hpp"
#include "inspector/FlowListModel.hpp"
#include "lessons/LessonController.hpp"
#include "lessons/ProgressStore.hpp"
#include "metrics/metric_text.hpp"
#include "net/event_text.hpp"
#include "net/packet_pool.hpp"
#include "parameters/AxisTitles.hpp"
#include "parameters/ParameterModel.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"
#include "scenario/scenario_translations.hpp"
#include "simulation/RunDescription.hpp"
#include "simulation/SimulationController.hpp"
#include "study/lesson/lesson_figure.hpp"
#include "switching/switching_events.hpp"

using namespace opslab::gui;
namespace net = opslab::net;

namespace {

// A short dumbbell run, sampled for a while: its charts and series as the workspace gets them.
std::shared_ptr<RunInfo> dumbbellInfo() {
  const auto doc = opslab::scenario::resolve_scenario(
      {{"model", "dumbbell"}, {"sim", {{"duration_s", 1}, {"warmup_s", 0.1}}}});
  auto run = opslab::scenario::find_model("dumbbell")->build(doc);
  run->advance_to(opslab::sim::SimTime::ms(300));
  return describe_run(doc, *run, 1);
}

// Each row's words as the parameter panel shows them: section title, label, unit, hint.
QStringList rowWords(const ParameterModel& params, int row) {
  QStringList out;
  for (int role : {ParameterModel::SectionTitleRole, ParameterModel::LabelRole,
                   ParameterModel::UnitRole, ParameterModel::HintRole}) {
    out << params.data(params.index(row), role).toString();
  }
  return out;
}

QVariantMap chart(const ChartFeed& feed, const QString& id) {
  for (const auto& c : feed.charts()) {
    if (c.toMap().value(QStringLiteral("id")).toString() == id) return c.toMap();
  }
  return {};
}

// Sentences of each family, with a plural form and a piece inside a piece.
std::vector<net::EventText> sentences(net::PacketPool& pool, std::vector<net::PacketPtr>& held) {
  const net::EventTextContext ctx{{"r0", "r1"}, 1000, 3, false};
  std::vector<net::EventText> out;
  out.push_back(
      net::protocol_text({net::ProtocolEventKind::fast_retransmit, 17, 412000, 24, 12, 12}, ctx));
  out.push_back(
      net::protocol_text({net::ProtocolEventKind::timeout, 2, 7000, 10, 1, 5, 4, 0}, ctx));
  out.push_back(
      net::protocol_text({net::ProtocolEventKind::timeout, 2, 7000, 10, 1, 5, 1, 0}, ctx));
  const std::vector<net::FlowId> flows{4, 7};
  out.push_back(
      net::drop_text(net::DropCause::queue_overflow, 1, net::packets_text(3, flows), ctx));
  out.push_back(net::drop_text(net::DropCause::queue_overflow, 1,
                               net::packets_text(1, std::span(flows).first(1)), ctx));
  net::Packet p;
  p.flow = 17;
  p.seq = 412000;
  p.retransmission = true;
  out.push_back(net::drop_text(opslab::switching::contention, 0, net::packet_text(p, ctx), ctx));
  held.push_back(pool.make());
  held.back()->flow = 4;
  net::ModelEvent e{opslab::switching::deflection};
  e.packets = held;
  e.end = opslab::sim::SimTime::ms(1);
  e.arrival = opslab::sim::SimTime::ms(16);
  e.usual = opslab::sim::SimTime::ms(10);
  out.push_back(net::model_event_text(e, ctx));
  return out;
}

}  // namespace

class LanguageTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);  // a lesson's progress stays out of the user's folders
    QDir(ProgressStore::defaultDir()).removeRecursively();
    translations_ = std::make_unique<Translations>(nullptr);
    QVERIFY(Translations::available().contains(QStringLiteral("de")));
  }
  void cleanup() { translations_->applyForSession(QStringLiteral("en")); }
  void cleanupTestCase() { QDir(ProgressStore::defaultDir()).removeRecursively(); }

  void chartsReadInTheLanguage() {
    ChartFeed feed;
    feed.reset(dumbbellInfo());
    QVERIFY(translations_->applyForSession(QStringLiteral("en")));
    QCOMPARE(chart(feed, QStringLiteral("window")).value(QStringLiteral("title")).toString(),
             QStringLiteral("Congestion window"));
    QCOMPARE(chart(feed, QStringLiteral("goodput")).value(QStringLiteral("title")).toString(),
             QStringLiteral("Total goodput"));
    // A model's own series is titled with its label, capitalized.
    QCOMPARE(chart(feed, QStringLiteral("srtt_ms")).value(QStringLiteral("title")).toString(),
             QStringLiteral("Smoothed RTT"));
    QCOMPARE(feed.seriesLabel(QStringLiteral("cwnd")),
             QStringLiteral("congestion window, segments"));

    QSignalSpy relaid(&feed, &ChartFeed::layoutChanged);
    QVERIFY(translations_->applyForSession(QStringLiteral("de")));
    QTRY_VERIFY(relaid.count() >= 1);
    QTest::qWait(50);
    QCOMPARE(relaid.count(), 1);  // one change, one notice
    const auto window = chart(feed, QStringLiteral("window"));
    QCOMPARE(window.value(QStringLiteral("title")).toString(), QStringLiteral("Staufenster"));
    QCOMPARE(window.value(QStringLiteral("unit")).toString(), QStringLiteral("Segmente"));
    QVERIFY(window.value(QStringLiteral("note")).toString().startsWith(QStringLiteral("Das cwnd")));
    QCOMPARE(chart(feed, QStringLiteral("goodput")).value(QStringLiteral("title")).toString(),
             QStringLiteral("Goodput gesamt"));
    QCOMPARE(chart(feed, QStringLiteral("srtt_ms")).value(QStringLiteral("title")).toString(),
             QStringLiteral("Geglättete RTT"));
    QCOMPARE(feed.seriesLabel(QStringLiteral("cwnd")), QStringLiteral("Staufenster, Segmente"));
    QCOMPARE(feed.seriesLabel(QStringLiteral("goodput_mbps")), QStringLiteral("Goodput, Mb/s"));
    QVERIFY(feed.isTotal(QStringLiteral("goodput_mbps"), QStringLiteral("total")));
    QVERIFY(!feed.isTotal(QStringLiteral("goodput_mbps"), QStringLiteral("0")));
  }

  void histogramsReadInTheLanguage() {
    HistogramFeed feed;
    feed.update({HistogramView{QStringLiteral("h"),
                               QStringLiteral("TCP segments per burst"),
                               QStringLiteral("segments"),
                               QStringLiteral("data bursts since the warm-up (Fig. 1)"),
                               {QStringLiteral("delivered"), QStringLiteral("lost")},
                               {{0, 2}, {1, 0}}}});
    QSignalSpy changed(&feed, &HistogramFeed::changed);
    QVERIFY(translations_->applyForSession(QStringLiteral("de")));
    QTRY_VERIFY(changed.count() >= 1);
    const auto h = feed.histogram(QStringLiteral("h"), 10);
    QCOMPARE(h.value(QStringLiteral("label")).toString(), QStringLiteral("TCP-Segmente je Burst"));
    QCOMPARE(h.value(QStringLiteral("valueLabel")).toString(), QStringLiteral("Segmente"));
    QCOMPARE(h.value(QStringLiteral("categories")).toStringList(),
             (QStringList{QStringLiteral("zugestellt"), QStringLiteral("verloren")}));
  }

  void eventSentencesReadInTheLanguage() {
    net::PacketPool pool;
    std::vector<net::PacketPtr> held;
    const auto all = sentences(pool, held);
    // English: the core's own sentences, plural forms and all.
    QVERIFY(translations_->applyForSession(QStringLiteral("en")));
    for (const auto& t : all) QCOMPARE(eventText(t), QString::fromStdString(net::english(t)));
    QCOMPARE(eventText(all[3]),
             QStringLiteral("r1: output queue full → 3 IP packets of flows 4, 7 dropped"));
    QCOMPARE(eventText(all[4]),
             QStringLiteral("r1: output queue full → 1 IP packet of flow 4 dropped"));

    QVERIFY(translations_->applyForSession(QStringLiteral("de")));
    QCOMPARE(eventText(all[0]), QStringLiteral("Fluss 17: 3 doppelte ACKs → schnelle Wiederholung "
                                               "von Segment 412, cwnd 24 → 12"));
    QCOMPARE(eventText(all[1]),
             QStringLiteral("Fluss 2: Wiederholungs-Timer abgelaufen bei 4 ausstehenden "
                            "Segmenten → Go-Back-N: jedes Segment ab 7 erneut senden, cwnd 10 → 1 "
                            "(ssthresh 5)"));
    QVERIFY(eventText(all[2]).contains(QStringLiteral("bei 1 ausstehendem Segment")));
    QCOMPARE(eventText(all[3]), QStringLiteral("r1: Ausgangswarteschlange voll → 3 IP-Pakete von "
                                               "Flüssen 4, 7 verworfen"));
    QCOMPARE(eventText(all[4]), QStringLiteral("r1: Ausgangswarteschlange voll → 1 IP-Paket von "
                                               "Fluss 4 verworfen"));
    QCOMPARE(eventText(all[5]),
             QStringLiteral("r0: Ausgang belegt und kein Ausweg (Konflikt) → wiederholtes Segment "
                            "412 von Fluss 17 verworfen"));
    QVERIFY(eventText(all[6]).contains(QStringLiteral("1 IP-Paket von Fluss 4")));
    QCOMPARE(coreText("event", std::string(net::DropCause::queue_overflow.info().label)),
             QStringLiteral("Warteschlange voll"));
  }

  // Every word of every registered model's parameter schema (group title, label, unit, help)
  // and its description has a German translation, and the parameter panel shows it.
  void everySchemaTextOfEveryModelIsGerman() {
    QTranslator german;
    QVERIFY(german.load(QStringLiteral("opslab_de"), QStringLiteral(":/i18n")));
    QVERIFY(translations_->applyForSession(QStringLiteral("de")));
    QStringList missing;
    int rows = 0;
    for (const auto& model : opslab::scenario::models()) {
      const QString name = QString::fromStdString(model.name);
      if (german.translate("model", model.description.c_str()).isEmpty()) {
        missing << name + QStringLiteral(": description");
      }
      ParameterModel params;
      params.setDocument(opslab::scenario::resolve_scenario({{"model", model.name}}));
      for (const auto& spec : model.schema.specs()) {
        const int row = params.rowOf(QString::fromStdString(spec.path));
        QVERIFY2(row >= 0, qPrintable(QString::fromStdString(spec.path)));
        const QStringList shown = rowWords(params, row);
        const std::string english[] = {spec.group, spec.text.label, spec.text.unit, spec.text.help};
        for (int i = 0; i < 4; ++i) {
          if (english[i].empty()) continue;
          const QString de = german.translate("schema", english[i].c_str());
          if (de.isEmpty()) {
            missing << QStringLiteral("%1 %2: \"%3\"").arg(name, QString::fromStdString(spec.path),
                                                            QString::fromStdString(english[i]));
          } else {
            QCOMPARE(shown[i], de);
          }
        }
        ++rows;
      }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("no German for: ") +
                                           missing.join(QStringLiteral("; "))));
    QVERIFY(rows > 100);
  }

  void parameterPanelFollowsTheLanguage() {
    QVERIFY(translations_->applyForSession(QStringLiteral("en")));
    ParameterModel params;
    params.setDocument(opslab::scenario::resolve_scenario({{"model", "dumbbell"}}));
    const int queue = params.rowOf(QStringLiteral("topology.queue_packets"));
    QCOMPARE(rowWords(params, queue),
             (QStringList{QStringLiteral("Topology"), QStringLiteral("Queue capacity"),
                          QStringLiteral("packets"), QStringLiteral("Drop-tail buffer per output")}));
    QCOMPARE(rowWords(params, params.rowOf(QStringLiteral("name"))).mid(0, 2),
             (QStringList{QStringLiteral("Scenario"), QStringLiteral("Name")}));
    QSignalSpy changed(&params, &ParameterModel::dataChanged);
    QVERIFY(translations_->applyForSession(QStringLiteral("de")));
    QTRY_VERIFY(changed.count() >= 1);
    QCOMPARE(rowWords(params, queue),
             (QStringList{QStringLiteral("Topologie"), QStringLiteral("Kapazität der Warteschlange"),
                          QStringLiteral("Pakete"), QStringLiteral("Drop-Tail-Puffer je Ausgang")}));
    QCOMPARE(rowWords(params, params.rowOf(QStringLiteral("name"))).mid(0, 2),
             (QStringList{QStringLiteral("Szenario"), QStringLiteral("Name")}));
    // The paper's symbol and the choices' values are the scenario file's, in every language.
    const int rtt = params.rowOf(QStringLiteral("topology.rtt_ms"));
    QCOMPARE(params.data(params.index(rtt), ParameterModel::SymbolRole).toString(),
             QStringLiteral("RTT"));
    const int variant = params.rowOf(QStringLiteral("tcp.variant"));
    QVERIFY(params.data(params.index(variant), ParameterModel::ChoicesRole)
                .toStringList()
                .contains(QStringLiteral("reno")));
  }

  // The start page: every prepared scenario's title (and the catalogue's descriptions) in
  // German from the files' translations, in English again after the language changes back.
  void scenarioCatalogReadsInTheLanguage() {
    const QString assets = QStringLiteral(OPSLAB_SOURCE_DIR "/assets");
    QVERIFY(translations_->applyForSession(QStringLiteral("en")));
    ScenarioCatalog catalog;
    catalog.load(assets);
    QVERIFY(catalog.rowCount() >= 18);
    QStringList english;
    for (const auto& e : catalog.entries()) english << e.title;
    QSignalSpy reset(&catalog, &ScenarioCatalog::modelReset);
    QVERIFY(translations_->applyForSession(QStringLiteral("de")));
    QTRY_VERIFY(reset.count() >= 1);
    QCOMPARE(catalog.rowCount(), english.size());
    const auto entries = catalog.entries();
    for (std::size_t i = 0; i < entries.size(); ++i) {
      const auto& e = entries[i];
      QVERIFY2(e.error.isEmpty(), qPrintable(e.fileName + QStringLiteral(": ") + e.error));
      QVERIFY2(e.title != english[static_cast<int>(i)], qPrintable(e.fileName + QStringLiteral(": ") + e.title));
    }
    const auto find = [&](const QString& file) {
      for (const auto& e : catalog.entries()) {
        if (e.fileName == file) return e;
      }
      return ScenarioCatalog::Entry{};
    };
    // A catalogue entry's own German title and description; a file's own German name.
    QCOMPARE(find(QStringLiteral("dumbbell.json")).title,
             QStringLiteral("Validierungs-Hantel: 10 Reno-Flüsse"));
    QVERIFY(find(QStringLiteral("dumbbell.json")).description.startsWith(QStringLiteral("Zehn TCP-Reno-Flüsse")));
    const auto lbas = opslab::scenario::load_scenario_file(
        (assets + QStringLiteral("/scenarios/lbas-classroom.json")).toStdString());
    QCOMPARE(find(QStringLiteral("lbas-classroom.json")).title,
             QString::fromStdString(lbas["translations"]["de"]["name"].get<std::string>()));
    // A file the catalogue does not describe shows its model's description, in German.
    QVERIFY(find(QStringLiteral("lbas-classroom.json")).description.startsWith(QStringLiteral("LB+AS-Paper")));

    QVERIFY(translations_->applyForSession(QStringLiteral("en")));
    QTRY_COMPARE(find(QStringLiteral("dumbbell.json")).title,
                 QStringLiteral("Validation dumbbell: 10 Reno flows"));
    QCOMPARE(find(QStringLiteral("lbas-classroom.json")).title,
             QString::fromStdString(lbas["name"].get<std::string>()));
  }

  // The workspace's title: the opened file's own words in the interface's language, as long
  // as the run keeps the file's title.
  void workspaceTitleReadsInTheLanguage() {
    const QString file = QStringLiteral(OPSLAB_SOURCE_DIR "/assets/scenarios/lbas-classroom.json");
    const auto user = opslab::scenario::load_scenario_file(file.toStdString());
    const QString english = QString::fromStdString(user["name"].get<std::string>());
    const QString german = QString::fromStdString(user["translations"]["de"]["name"].get<std::string>());
    QVERIFY(translations_->applyForSession(QStringLiteral("de")));
    SimulationController sim;
    QSignalSpy info(&sim, &SimulationController::runInfoChanged);
    QCOMPARE(sim.openFile(file), QString());
    QCOMPARE(sim.scenarioName(), german);
    info.clear();
    QVERIFY(translations_->applyForSession(QStringLiteral("en")));
    QTRY_VERIFY(info.count() >= 1);
    QCOMPARE(sim.scenarioName(), english);
    // A run opened from a document (a lesson's step, a variant) has no file's words.
    QVERIFY(translations_->applyForSession(QStringLiteral("de")));
    sim.openResolved(opslab::scenario::resolve_scenario(user), file);
    QCOMPARE(sim.scenarioName(), english);
  }

  // A lesson figure's axis titles: the core's composition, from the translated words.
  void axisTitlesReadInTheLanguage() {
    QVERIFY(translations_->applyForSession(QStringLiteral("en")));
    for (const auto& model : opslab::scenario::models()) {
      const auto doc = opslab::scenario::resolve_scenario({{"model", model.name}});
      for (const auto& spec : model.schema.specs()) {
        QCOMPARE(parameterTitle(doc, spec.path),
                 QString::fromStdString(opslab::study::parameter_title(doc, spec.path)));
      }
    }
    for (const char* metric : {"goodput_mbps", "jain_fairness", "udp_jitter_ms", "flow_throughput_var"}) {
      QCOMPARE(metricTitle(metric), QString::fromStdString(opslab::metrics::metric_title(metric)));
    }
    const auto dumbbell = opslab::scenario::resolve_scenario({{"model", "dumbbell"}});
    QCOMPARE(parameterTitle(dumbbell, "no.such_key"), QStringLiteral("no.such_key"));
    QVERIFY(translations_->applyForSession(QStringLiteral("de")));
    QCOMPARE(parameterTitle(dumbbell, "topology.loss_rate"), QStringLiteral("Zufällige Verlustrate p"));
    QCOMPARE(parameterTitle(dumbbell, "topology.rtt_ms"), QStringLiteral("Basis-Umlaufzeit RTT (ms)"));
    QCOMPARE(parameterTitle(dumbbell, "topology.queue_packets"),
             QStringLiteral("Kapazität der Warteschlange (Pakete)"));
    QCOMPARE(metricTitle("udp_jitter_ms"), QStringLiteral("UDP-Verzögerungsjitter (ms)"));
    QCOMPARE(metricTitle("utilization"), QStringLiteral("Auslastung des Engpasses"));
  }

  // A lesson's figure: its axes in the interface's language, from the schema and the metric.
  void lessonFigureAxesReadInTheLanguage() {
    QVERIFY(translations_->applyForSession(QStringLiteral("en")));
    LessonController c;
    QVERIFY(c.openLesson(QStringLiteral("tcp-basics")));
    c.nextStep();
    QCOMPARE(c.figureSweep(), QStringLiteral("loss"));
    QCOMPARE(c.xTitle(), QStringLiteral("Random loss rate p"));
    QCOMPARE(c.yTitle(), QStringLiteral("Goodput (Mb/s)"));
    QSignalSpy changed(&c, &LessonController::figureChanged);
    QVERIFY(translations_->applyForSession(QStringLiteral("de")));
    QTRY_VERIFY(changed.count() >= 1);
    QCOMPARE(c.xTitle(), QStringLiteral("Zufällige Verlustrate p"));
    QCOMPARE(c.yTitle(), QStringLiteral("Goodput (Mb/s)"));
  }

  void stateNamesReadInTheLanguage() {
    FlowListModel flows;
    FlowState recovering;
    recovering.flow = 0;
    recovering.state = QStringLiteral("fast-recovery");
    recovering.recovering = true;
    recovering.cwnd = 12;
    FlowState growing;
    growing.flow = 1;
    growing.state = QStringLiteral("slow-start");
    flows.update({recovering, growing});
    const auto at = [&](int row, int role) { return flows.data(flows.index(row), role); };
    QCOMPARE(at(0, FlowListModel::StateRole).toString(), QStringLiteral("fast-recovery"));
    QSignalSpy changed(&flows, &FlowListModel::dataChanged);
    QVERIFY(translations_->applyForSession(QStringLiteral("de")));
    QTRY_VERIFY(changed.count() >= 1);
    QCOMPARE(at(0, FlowListModel::StateRole).toString(), QStringLiteral("Fast Recovery"));
    QCOMPARE(at(0, FlowListModel::SummaryRole).toString(),
             QStringLiteral("Fast Recovery · cwnd 12"));
    QCOMPARE(at(1, FlowListModel::StateRole).toString(), QStringLiteral("Slow Start"));
    // The views mark loss recovery by the core's state, not by its words.
    QCOMPARE(at(0, FlowListModel::RecoveringRole).toBool(), true);
    QCOMPARE(at(1, FlowListModel::RecoveringRole).toBool(), false);
  }

 private:
  std::unique_ptr<Translations> translations_;
};

QTEST_MAIN(LanguageTest)
#include "language_test.moc"
