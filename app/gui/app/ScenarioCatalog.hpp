// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioCatalog: the start page's cards — every scenario file in assets/scenarios, with a
// title and a one-line description (from assets/scenario-catalog.json when it has an entry,
// else from the file's `name` and its model's description), its key facts and the picture
// of its model (the descriptor's layout hint and facts: the catalog knows no model). Titles
// and descriptions are in the interface's language where the files have it (their
// `translations`, scenario/scenario_translations.hpp; a model's description through the
// app's translations), read again when the language changes.
#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace opslab::gui {

class ScenarioCatalog : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("owned by AppController")
  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

 public:
  enum Role {
    PathRole = Qt::UserRole + 1,
    FileNameRole,
    TitleRole,
    DescriptionRole,
    ModelRole,
    DetailsRole,
    ErrorRole,
    LayoutRole,    // the picture: "dumbbell", "layered", "map", "router_pair"
    DetourRole,    // dumbbell: draw the longer second path
    MapNodesRole,  // map: [[x, y] …] in [0, 1]²
    MapLinksRole,  // map: [[a, b] …] node indices
  };

  struct Entry {
    QString path, fileName, title, description, model, details, error;
    QString layout = QStringLiteral("dumbbell");
    bool detour = false;
    QVariantList mapNodes, mapLinks;
  };

  explicit ScenarioCatalog(QObject* parent = nullptr);
  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  /// Scans `assetsDir`/scenarios.
  void load(const QString& assetsDir);
  const std::vector<Entry>& entries() const { return entries_; }
  /// Describes any scenario file (also used for recent files).
  static Entry describe(const QString& path, const QString& catalogFile = {});

 signals:
  void countChanged();

 private:
  QString assetsDir_;  // of the last load()
  std::vector<Entry> entries_;
};

}  // namespace opslab::gui
