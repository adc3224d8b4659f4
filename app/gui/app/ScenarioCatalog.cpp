// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/ScenarioCatalog.hpp"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <algorithm>

#include <nlohmann/json.hpp>

#include "app/LanguageWatch.hpp"
#include "inspector/EventText.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"
#include "scenario/scenario_translations.hpp"

namespace opslab::gui {

using nlohmann::json;

ScenarioCatalog::ScenarioCatalog(QObject* parent) : QAbstractListModel(parent) {
  // Titles and descriptions are read in the interface's language: read them again.
  new LanguageWatch(this, [this] {
    if (!assetsDir_.isEmpty()) load(assetsDir_);
  });
}

int ScenarioCatalog::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

QHash<int, QByteArray> ScenarioCatalog::roleNames() const {
  return {{PathRole, "path"},   {FileNameRole, "fileName"}, {TitleRole, "title"},
          {DescriptionRole, "description"}, {ModelRole, "modelName"}, {DetailsRole, "details"},
          {ErrorRole, "error"},     {LayoutRole, "layout"},     {DetourRole, "detour"},
          {MapNodesRole, "mapNodes"}, {MapLinksRole, "mapLinks"}};
}

QVariant ScenarioCatalog::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() < 0 || index.row() >= rowCount()) return {};
  const Entry& e = entries_[static_cast<std::size_t>(index.row())];
  switch (role) {
    case PathRole: return e.path;
    case FileNameRole: return e.fileName;
    case Qt::DisplayRole:
    case TitleRole: return e.title;
    case DescriptionRole: return e.description;
    case ModelRole: return e.model;
    case DetailsRole: return e.details;
    case ErrorRole: return e.error;
    case LayoutRole: return e.layout;
    case DetourRole: return e.detour;
    case MapNodesRole: return e.mapNodes;
    case MapLinksRole: return e.mapLinks;
    default: return {};
  }
}

namespace {

// A card's fact in the interface's language: the template translated, numbers with the locale's
// decimal point (a scenario's value is short: up to six significant digits), words as they are.
QString cardFact(const scenario::CardFact& f) {
  const QString text = coreText("model", f.text);
  return fillPlaceholders(text, f.args.size(), [&](std::size_t k) {
    const json& v = f.args[k];
    if (v.is_number_integer()) return QLocale().toString(v.get<qlonglong>());
    if (v.is_number()) return QLocale().toString(v.get<double>(), 'g', 6);
    return QString::fromStdString(scenario::fact_value(v));
  });
}

json read_catalog(const QString& catalogFile) {
  if (catalogFile.isEmpty() || !QFileInfo::exists(catalogFile)) return json::object();
  try {
    return scenario::load_scenario_file(catalogFile.toStdString());
  } catch (const std::exception&) {
    return json::object();
  }
}

}  // namespace

ScenarioCatalog::Entry ScenarioCatalog::describe(const QString& path, const QString& catalogFile) {
  Entry e;
  const QFileInfo fi(path);
  e.path = fi.absoluteFilePath();
  e.fileName = fi.fileName();
  e.title = fi.completeBaseName();
  // The texts in the interface's language ("de_DE" finds "de"), else in English.
  const std::string language = QLocale().name().toStdString();
  try {
    const json user = scenario::load_scenario_file(path.toStdString());
    const json doc = scenario::resolve_scenario(user);
    e.model = QString::fromStdString(doc.at("model").get<std::string>());
    const std::string name = scenario::translated(user, "name", language);
    e.title = QString::fromStdString(name.empty() ? doc.value("name", e.title.toStdString()) : name);
    QStringList details;
    details << e.model;
    if (const auto* m = scenario::find_model(e.model.toStdString())) {
      e.description = coreText("model", m->description);
      if (m->facts) {
        for (const auto& f : m->facts(doc)) details << cardFact(f);
      }
      e.layout = QString::fromLatin1(scenario::to_string(m->layout.kind));
      e.detour = m->layout.detour;
      for (const auto& [x, y] : m->layout.nodes) e.mapNodes.append(QVariant(QVariantList{x, y}));
      for (const auto& [a, b] : m->layout.links) e.mapLinks.append(QVariant(QVariantList{a, b}));
    }
    e.details = details.join(QStringLiteral(" · "));
  } catch (const std::exception& ex) {
    e.error = QString::fromUtf8(ex.what());
    e.description = e.error;
  }
  const json catalog = read_catalog(catalogFile);
  const auto it = catalog.find(e.fileName.toStdString());
  if (it != catalog.end() && it->is_object()) {
    const std::string title = scenario::translated(*it, "title", language);
    const std::string description = scenario::translated(*it, "description", language);
    if (!title.empty()) e.title = QString::fromStdString(title);
    if (!description.empty()) e.description = QString::fromStdString(description);
  }
  return e;
}

void ScenarioCatalog::load(const QString& assetsDir) {
  assetsDir_ = assetsDir;
  beginResetModel();
  entries_.clear();
  const QDir dir(assetsDir + QStringLiteral("/scenarios"));
  const QString catalog = assetsDir + QStringLiteral("/scenario-catalog.json");
  const auto files = dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
  for (const QFileInfo& f : files) entries_.push_back(describe(f.absoluteFilePath(), catalog));
  // Catalog order first (as listed), the rest by file name.
  const json order = read_catalog(catalog);
  auto rank = [&](const Entry& e) {
    int i = 0;
    for (const auto& [k, v] : order.items()) {
      if (QString::fromStdString(k) == e.fileName) return v.value("order", i);
      ++i;
    }
    return 1000;
  };
  std::stable_sort(entries_.begin(), entries_.end(),
                   [&](const Entry& a, const Entry& b) { return rank(a) < rank(b); });
  endResetModel();
  emit countChanged();
}

}  // namespace opslab::gui
