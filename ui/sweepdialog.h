#pragma once
// Run › Sweep…: which variants of the current config to train and compare (lathe-cli sweep's
// --models and --grid), with the list of variants they make, or what is wrong with them, as the
// user types.

#include "run/sweepfolder.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace lathe::ui {

class SweepDialog : public QDialog {
    Q_OBJECT
public:
    // `source`: the config's data source, to suggest the models that fit it.
    explicit SweepDialog(const QString& source, QWidget* parent = nullptr);

    QLineEdit* modelsEdit() const { return m_models; }
    QPlainTextEdit* gridEdit() const { return m_grid; }
    QLabel* preview() const { return m_preview; }
    // The variants the fields describe; empty while they describe none or are wrong.
    const std::vector<core::SweepVariant>& variants() const { return m_variants; }

private:
    void update();

    QLineEdit* m_models;
    QPlainTextEdit* m_grid;
    QLabel* m_preview;
    QPushButton* m_start;
    std::vector<core::SweepVariant> m_variants;
};

} // namespace lathe::ui
