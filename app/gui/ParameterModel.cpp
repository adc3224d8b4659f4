#include "ParameterModel.hpp"

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "ParameterMeta.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"

namespace opslab::gui {

using nlohmann::json;

struct ParameterModel::Row {
  QString section;
  QString key;
  QString path;
  QString type;
  ParameterMeta meta;
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

}  // namespace

ParameterModel::ParameterModel(QObject* parent)
    : QAbstractListModel(parent),
      applied_(std::make_unique<json>(json::object())),
      pending_(std::make_unique<json>(json::object())),
      defaults_(std::make_unique<json>(json::object())) {}

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
    case SectionTitleRole: return sectionTitle(r.section);
    case KeyRole: return r.key;
    case PathRole: return r.path;
    case Qt::DisplayRole:
    case LabelRole: return r.meta.label;
    case SymbolRole: return r.meta.symbol;
    case UnitRole: return r.meta.unit;
    case HintRole: return r.meta.hint;
    case TypeRole: return r.type;
    case ValueRole: return v ? valueVariant(*v) : QVariant();
    case TextRole: return !r.error.isEmpty() ? r.errorText : (v ? valueText(*v) : QString());
    case ChoicesRole: return r.meta.choices;
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
  *defaults_ = json::object();
  if (applied.contains("model") && applied.at("model").is_string()) {
    if (const auto* m = scenario::find_model(applied.at("model").get<std::string>())) {
      *defaults_ = m->defaults();
    }
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
  auto add = [&](const QString& section, const QString& key, const json& value,
                 const json* def) {
    Row r;
    r.section = section;
    r.key = key;
    r.path = section == QLatin1String("scenario") ? key : section + QLatin1Char('.') + key;
    r.meta = parameterMeta(section, key);
    const json& typed = def ? *def : value;  // the default decides integer vs real
    if (value.is_boolean()) {
      r.type = QStringLiteral("bool");
    } else if (value.is_string()) {
      r.type = r.meta.choices.isEmpty() ? QStringLiteral("text") : QStringLiteral("choice");
    } else if (value.is_number()) {
      r.type = typed.is_number_float() ? QStringLiteral("number") : QStringLiteral("integer");
    } else if (value.is_array()) {
      r.type = QStringLiteral("list");
    } else {
      r.type = QStringLiteral("text");
    }
    rows_.push_back(std::move(r));
  };
  if (doc.contains("name") && doc.at("name").is_string()) {
    add(QStringLiteral("scenario"), QStringLiteral("name"), doc.at("name"), nullptr);
  }
  for (const auto& [section, body] : doc.items()) {
    if (!body.is_object()) continue;
    const json* defSection = defaults_->contains(section) ? &defaults_->at(section) : nullptr;
    for (const auto& [key, value] : body.items()) {
      const json* def = defSection && defSection->contains(key) ? &defSection->at(key) : nullptr;
      add(QString::fromStdString(section), QString::fromStdString(key), value, def);
    }
  }
  std::stable_sort(rows_.begin(), rows_.end(), [](const Row& a, const Row& b) {
    const int sa = sectionOrder(a.section), sb = sectionOrder(b.section);
    if (sa != sb) return sa < sb;
    if (a.section != b.section) return a.section < b.section;
    return a.meta.order < b.meta.order;
  });
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
  if (row < 0) return QStringLiteral("%1: unknown key").arg(path);
  return setValue(row, value);
}

QString ParameterModel::setValue(int row, const QVariant& value) {
  if (row < 0 || row >= rowCount()) return QStringLiteral("no such parameter");
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
    if (text.isEmpty()) return QStringLiteral("%1: expected a value").arg(r.path);
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
