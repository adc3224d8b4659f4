// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "parameters/ParameterModel.hpp"

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "app/LanguageWatch.hpp"
#include "inspector/EventText.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"

namespace opslab::gui {

using nlohmann::json;

// A row's words (section title, label, unit, hint) are kept in English, as the schema (or, for
// the scenario's own row, this class) declares them, and translated when a view reads them.
struct ParameterModel::Row {
  bool schema = true;  // words of the model's schema (context "schema"), else this class's own
  QString section;
  QString sectionTitle;
  QString key;
  QString path;
  QString type;
  QString label;
  QString symbol;
  QString unit;
  QString hint;
  QStringList choices;
  QString error;
  QString errorText;  // what the user typed when it was refused
};

namespace {

QString numberText(const json& v) {
  if (v.is_number_integer() || v.is_number_unsigned()) return QString::number(v.get<long long>());
  if (v.is_number_float()) return QString::number(v.get<double>(), 'g', 15);
  return QString::fromStdString(v.dump());
}

QString valueText(const json& v) {
  if (v.is_string()) return QString::fromStdString(v.get<std::string>());
  if (v.is_boolean()) return v.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
  if (v.is_number()) return numberText(v);
  if (v.is_array()) {
    QStringList parts;
    for (const auto& e : v) parts.append(e.is_number() ? numberText(e) : QString::fromStdString(e.dump()));
    return parts.join(QStringLiteral(", "));
  }
  return QString::fromStdString(v.dump());
}

QVariant valueVariant(const json& v) {
  if (v.is_boolean()) return v.get<bool>();
  if (v.is_number_integer() || v.is_number_unsigned()) return QVariant::fromValue(v.get<long long>());
  if (v.is_number_float()) return v.get<double>();
  return valueText(v);
}

const json* at_path(const json& doc, const QString& section, const QString& key) {
  if (section == QLatin1String("scenario")) {
    const auto it = doc.find(key.toStdString());
    return it == doc.end() ? nullptr : &*it;
  }
  const auto s = doc.find(section.toStdString());
  if (s == doc.end() || !s->is_object()) return nullptr;
  const auto k = s->find(key.toStdString());
  return k == s->end() ? nullptr : &*k;
}

QString typeName(scenario::ParamType t) { return QString::fromLatin1(scenario::to_string(t)); }

}  // namespace

ParameterModel::ParameterModel(QObject* parent)
    : QAbstractListModel(parent),
      applied_(std::make_unique<json>(json::object())),
      pending_(std::make_unique<json>(json::object())) {
  // The rows' words are translated by data(): the views read them again.
  new LanguageWatch(this, [this] {
    if (!rows_.empty()) emit dataChanged(index(0), index(rowCount() - 1));
  });
}

QString ParameterModel::words(const Row& r, const QString& english) const {
  if (english.isEmpty()) return {};
  return r.schema ? coreText("schema", english.toStdString()) : tr(english.toUtf8().constData());
}

ParameterModel::~ParameterModel() = default;

int ParameterModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QHash<int, QByteArray> ParameterModel::roleNames() const {
  return {{SectionRole, "section"}, {SectionTitleRole, "sectionTitle"},
          {KeyRole, "key"},         {PathRole, "path"},
          {LabelRole, "label"},     {SymbolRole, "symbol"},
          {UnitRole, "unit"},       {HintRole, "hint"},
          {TypeRole, "type"},       {ValueRole, "value"},
          {TextRole, "text"},       {ChoicesRole, "choices"},
          {ErrorRole, "error"},     {ModifiedRole, "modified"}};
}

QVariant ParameterModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() < 0 || index.row() >= rowCount()) return {};
  const Row& r = rows_[static_cast<std::size_t>(index.row())];
  const json* v = at_path(*pending_, r.section, r.key);
  switch (role) {
    case SectionRole: return r.section;
    case SectionTitleRole: return words(r, r.sectionTitle);
    case KeyRole: return r.key;
    case PathRole: return r.path;
    case Qt::DisplayRole:
    case LabelRole: return words(r, r.label);
    case SymbolRole: return r.symbol;
    case UnitRole: return words(r, r.unit);
    case HintRole: return words(r, r.hint);
    case TypeRole: return r.type;
    case ValueRole: return v ? valueVariant(*v) : QVariant();
    case TextRole: return !r.error.isEmpty() ? r.errorText : (v ? valueText(*v) : QString());
    case ChoicesRole: return r.choices;
    case ErrorRole: return r.error;
    case ModifiedRole: {
      const json* a = at_path(*applied_, r.section, r.key);
      return (a == nullptr) != (v == nullptr) || (a && v && *a != *v);
    }
    default: return {};
  }
}

void ParameterModel::setDocument(const json& applied) {
  *applied_ = applied;
  *pending_ = applied;
  model_ = nullptr;
  if (applied.contains("model") && applied.at("model").is_string()) {
    model_ = scenario::find_model(applied.at("model").get<std::string>());
  }
  rebuild();
  emit dirtyChanged();
}

const json& ParameterModel::pending() const { return *pending_; }

void ParameterModel::markApplied() {
  *applied_ = *pending_;
  if (!rows_.empty()) emit dataChanged(index(0), index(rowCount() - 1));
  emit dirtyChanged();
}

bool ParameterModel::dirty() const { return *applied_ != *pending_; }

int ParameterModel::changeCount() const {
  int n = 0;
  for (const Row& r : rows_) {
    const json* a = at_path(*applied_, r.section, r.key);
    const json* p = at_path(*pending_, r.section, r.key);
    if ((a == nullptr) != (p == nullptr) || (a && p && *a != *p)) ++n;
  }
  return n;
}

void ParameterModel::rebuild() {
  beginResetModel();
  rows_.clear();
  const json& doc = *applied_;
  if (doc.contains("name") && doc.at("name").is_string()) {
    Row r;
    r.schema = false;
    r.section = QStringLiteral("scenario");
    r.sectionTitle = QStringLiteral(QT_TR_NOOP("Scenario"));
    r.key = r.path = QStringLiteral("name");
    r.type = QStringLiteral("text");
    r.label = QStringLiteral(QT_TR_NOOP("Name"));
    r.hint = QStringLiteral(QT_TR_NOOP("The scenario's title"));
    rows_.push_back(std::move(r));
  }
  // One row per parameter of the model's schema, in its order and groups.
  if (model_) {
    for (const auto& spec : model_->schema.specs()) {
      Row r;
      r.section = QString::fromStdString(spec.section());
      r.sectionTitle = QString::fromStdString(spec.group);
      r.key = QString::fromStdString(spec.key());
      r.path = QString::fromStdString(spec.path);
      r.type = typeName(spec.type);
      r.label = QString::fromStdString(spec.text.label);
      r.symbol = QString::fromStdString(spec.text.symbol);
      r.unit = QString::fromStdString(spec.text.unit);
      r.hint = QString::fromStdString(spec.text.help);
      for (const auto& c : spec.choices) r.choices.append(QString::fromStdString(c));
      rows_.push_back(std::move(r));
    }
  }
  endResetModel();
  emit countChanged();
}

int ParameterModel::rowOf(const QString& path) const {
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    if (rows_[i].path == path) return static_cast<int>(i);
  }
  return -1;
}

QString ParameterModel::setPath(const QString& path, const QVariant& value) {
  const int row = rowOf(path);
  if (row < 0) return tr("%1: unknown key").arg(path);
  return setValue(row, value);
}

QString ParameterModel::setValue(int row, const QVariant& value) {
  if (row < 0 || row >= rowCount()) return tr("no such parameter");
  const QString error = apply(row, value);
  Row& r = rows_[static_cast<std::size_t>(row)];
  r.error = error;
  r.errorText = error.isEmpty() ? QString() : value.toString();
  emit dataChanged(index(row), index(row));
  emit dirtyChanged();
  return error;
}

void ParameterModel::clearError(int row) {
  if (row < 0 || row >= rowCount()) return;
  Row& r = rows_[static_cast<std::size_t>(row)];
  if (r.error.isEmpty()) return;
  r.error.clear();
  r.errorText.clear();
  emit dataChanged(index(row), index(row));
}

QString ParameterModel::apply(int row, const QVariant& value) {
  const Row& r = rows_[static_cast<std::size_t>(row)];
  json v;
  if (r.type == QLatin1String("bool") && value.typeId() == QMetaType::Bool) {
    v = value.toBool();
  } else if (r.type == QLatin1String("text") || r.type == QLatin1String("choice")) {
    v = value.toString().toStdString();
  } else {
    // Numbers and lists are typed as text; the scenario loader's rules decide what they are,
    // and its messages (and the model's) say what is wrong.
    QString text = value.toString().trimmed();
    if (r.type == QLatin1String("list") && !text.startsWith(QLatin1Char('['))) {
      text = QLatin1Char('[') + text + QLatin1Char(']');
    }
    if (text.isEmpty()) return tr("%1: expected a value").arg(r.path);
    v = scenario::parse_value(text.toStdString());
  }
  json candidate = *pending_;
  try {
    scenario::set_key(candidate, r.path.toStdString(), v);
    candidate = scenario::resolve_scenario(candidate);
  } catch (const scenario::ScenarioError& e) {
    return QString::fromUtf8(e.what());
  } catch (const std::exception& e) {
    return QStringLiteral("%1: %2").arg(r.path, QString::fromUtf8(e.what()));
  }
  *pending_ = std::move(candidate);
  return {};
}

void ParameterModel::revert() {
  *pending_ = *applied_;
  for (Row& r : rows_) {
    r.error.clear();
    r.errorText.clear();
  }
  if (!rows_.empty()) emit dataChanged(index(0), index(rowCount() - 1));
  emit dirtyChanged();
}

}  // namespace opslab::gui
