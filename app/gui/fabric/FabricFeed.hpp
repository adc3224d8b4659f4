// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FabricFeed: the switch fabric of the run's chosen node (ModelRun::fabric_views(): a
// crossbar, Izquierdo-Zaragoza & Pavon-Marino §II-B Fig. 2, or a switch-scheduling lab) for the
// crossbar view — cells per (input, output) for a heat map, output FIFOs, the last fabric
// slot's requests and matching, and, under iSLIP (McKeown 1999, §III), that slot phase by
// phase: for each iteration its requests, grants and accepts with the grant and accept
// pointers, then the cells that cross. The phases replay what the core recorded for that slot
// (switching::IslipTrace), not a re-enactment; a new slot from the run shows its outcome
// unless a phase walk was asked for (stepIteration()).
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "scenario/fabric_view.hpp"

namespace opslab::gui {

class FabricFeed : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("owned by SimulationController")
  /// Increments with every new view of the fabric (bindings re-read on change).
  Q_PROPERTY(int revision READ revision NOTIFY changed)
  /// Fabrics in the run, and the one shown (the first; or the selected node's).
  Q_PROPERTY(int count READ count NOTIFY changed)
  Q_PROPERTY(int index READ index WRITE setIndex NOTIFY changed)
  Q_PROPERTY(int node READ node NOTIFY changed)
  Q_PROPERTY(QString label READ label NOTIFY changed)
  Q_PROPERTY(int ports READ ports NOTIFY changed)
  Q_PROPERTY(QStringList inputs READ inputs NOTIFY changed)
  Q_PROPERTY(QStringList outputs READ outputs NOTIFY changed)
  /// "islip", "fifo" (head-of-line) or "output-queued" (FabricView::Arbiter).
  Q_PROPERTY(QString arbiter READ arbiter NOTIFY changed)
  /// The last slot: its start in seconds (−1: none yet) and length in seconds.
  Q_PROPERTY(double slotStart READ slotStart NOTIFY changed)
  Q_PROPERTY(double slotLength READ slotLength NOTIFY changed)
  /// Most cells in one (input, output) cell now (the heat map's scale).
  Q_PROPERTY(int maxCells READ maxCells NOTIFY changed)
  Q_PROPERTY(int matched READ matched NOTIFY changed)
  /// iSLIP iterations that granted something in the last slot.
  Q_PROPERTY(int iterations READ iterations NOTIFY changed)
  /// The phase shown: 0 … phaseCount − 1; the last is the slot's outcome (the cells cross).
  /// Under iSLIP, phase 3k + 0/1/2 is iteration k's request/grant/accept.
  Q_PROPERTY(int phase READ phase WRITE setPhase NOTIFY changed)
  Q_PROPERTY(int phaseCount READ phaseCount NOTIFY changed)
  /// Iteration of the phase shown (0-based; −1 at the outcome) and its step
  /// ("request", "grant", "accept", "cross").
  Q_PROPERTY(int phaseIteration READ phaseIteration NOTIFY changed)
  Q_PROPERTY(QString phaseStep READ phaseStep NOTIFY changed)

 public:
  explicit FabricFeed(QObject* parent = nullptr) : QObject(parent) {}

  int revision() const { return revision_; }
  int count() const { return static_cast<int>(fabrics_.size()); }
  int index() const { return index_; }
  void setIndex(int i);
  int node() const { return view() ? static_cast<int>(view()->node) : -1; }
  QString label() const;
  int ports() const;
  QStringList inputs() const;
  QStringList outputs() const;
  QString arbiter() const;
  double slotStart() const;
  double slotLength() const;
  int maxCells() const;
  int matched() const;
  int iterations() const { return view() ? static_cast<int>(view()->islip_iterations) : 0; }
  int phase() const { return phase_; }
  void setPhase(int p);
  int phaseCount() const;
  int phaseIteration() const;
  QString phaseStep() const;

  /// Cells at input i bound to output j as the phase shown sees them: before the slot while
  /// its phases are walked, after it at the outcome.
  Q_INVOKABLE int cells(int input, int output) const;
  /// Packets in output j's FIFO now.
  Q_INVOKABLE int outputPackets(int output) const;
  /// Whether input i requests output j in the phase shown (iSLIP: that iteration's requests
  /// of the still-unmatched inputs; FIFO: the head cell's output).
  Q_INVOKABLE bool request(int input, int output) const;
  /// The input output j grants in the phase shown (from its grant step on), else −1.
  Q_INVOKABLE int grant(int output) const;
  /// The output input i is matched to by the phase shown (accepts of this and earlier
  /// iterations; at the outcome the slot's matching), else −1.
  Q_INVOKABLE int matchOf(int input) const;
  /// Whether input i's head cell lost its output's contention (input FIFO, last slot).
  Q_INVOKABLE bool headBlocked(int input) const;
  /// The pointers as the phase shown sees them: before the slot until its first accept step,
  /// after it from there (pointers move on first-iteration acceptances only).
  Q_INVOKABLE int grantPointer(int output) const;
  Q_INVOKABLE int acceptPointer(int input) const;

  /// Walks the last slot's phases: the next phase; false at the outcome (the caller steps the
  /// run one slot, and the new slot is then shown from its first phase).
  Q_INVOKABLE bool stepIteration();
  /// The view the feed holds (for tests).
  const scenario::FabricView* view() const;

  /// Fed by the controller on the GUI thread with each snapshot's fabrics.
  void update(const std::vector<scenario::FabricView>& fabrics);
  void clear();

 signals:
  void changed();

 private:
  bool walking() const { return phase_ < phaseCount() - 1; }
  std::size_t at(int i, int j) const;

  std::vector<scenario::FabricView> fabrics_;
  int index_ = 0;
  int phase_ = 0;
  bool walkNext_ = false;  // show the next slot from its first phase
  int revision_ = 0;
};

}  // namespace opslab::gui
