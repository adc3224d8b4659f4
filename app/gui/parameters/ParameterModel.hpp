// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ParameterModel: the scenario's sections and keys as editable rows for the parameters panel.
//
// Rows come from the model's parameter schema (its ModelDescriptor: label, paper symbol,
// unit, help, choices, group), in the schema's order; values from the resolved document. The
// schema's words (marked for translation in the core, context "schema") read in the
// interface's language, and again after it changes; the symbols and choices stay as declared. An edit is checked by
// resolving the edited document exactly as a scenario file is (scenario::resolve_scenario,
// which runs the model's validate()); a bad value is refused with that one-line ScenarioError
// message and never clamped. Accepted edits collect in a pending document that the controller
// applies on reset.
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace opslab::scenario {
struct ModelDescriptor;
}

namespace opslab::gui {

class ParameterModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("owned by SimulationController")
  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
  /// Edits are waiting to be applied by a reset.
  Q_PROPERTY(bool dirty READ dirty NOTIFY dirtyChanged)
  Q_PROPERTY(int changeCount READ changeCount NOTIFY dirtyChanged)

 public:
  enum Role {
    SectionRole = Qt::UserRole + 1,
    SectionTitleRole,
    KeyRole,
    PathRole,
    LabelRole,
    SymbolRole,
    UnitRole,
    HintRole,
    TypeRole,  // "number", "integer", "bool", "choice", "text", "list"
    ValueRole,
    TextRole,
    ChoicesRole,
    ErrorRole,
    ModifiedRole,
  };

  explicit ParameterModel(QObject* parent = nullptr);
  ~ParameterModel() override;

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  bool dirty() const;
  int changeCount() const;

  /// Sets a row's value (text for numbers, lists and text; bool; choice). Returns "" when
  /// accepted, else the model's one-line message (and the row shows it).
  Q_INVOKABLE QString setValue(int row, const QVariant& value);
  /// The same by key path ("section.key").
  Q_INVOKABLE QString setPath(const QString& path, const QVariant& value);
  /// Forgets the error message of a row (the editor shows the current value again).
  Q_INVOKABLE void clearError(int row);
  /// Drops every pending edit.
  Q_INVOKABLE void revert();
  Q_INVOKABLE int rowOf(const QString& path) const;

  /// The resolved document now in use; rows and pending edits start from it.
  void setDocument(const nlohmann::json& applied);
  /// The document with the pending edits (resolved and validated).
  const nlohmann::json& pending() const;
  /// The pending document became the applied one (after a reset).
  void markApplied();

 signals:
  void countChanged();
  void dirtyChanged();

 private:
  struct Row;
  void rebuild();
  /// A row's English words in the interface's language.
  QString words(const Row& r, const QString& english) const;
  QString apply(int row, const QVariant& value);

  std::unique_ptr<nlohmann::json> applied_;
  std::unique_ptr<nlohmann::json> pending_;
  const scenario::ModelDescriptor* model_ = nullptr;  // whose schema gives the rows
  std::vector<Row> rows_;
};

}  // namespace opslab::gui
