#pragma once
// Run › Sweep…: which variants of the current config to train and compare (lathe-cli sweep's
// --models and --grid, or --search random|asha with --range and --trials), with the list of variants
// they make, or what is wrong with them, as the user types.

#include "run/sweepfolder.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QSpinBox;
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
    QPushButton* startButton() const { return m_start; }
    QLabel* preview() const { return m_preview; }
    QComboBox* searchBox() const { return m_search; }
    QSpinBox* trialsBox() const { return m_trials; }
    QSpinBox* atOnceBox() const { return m_atOnce; }
    // How many trials train at the same time (1: one after another, in the window's charts).
    int trialsAtOnce() const;
    // The choice the dialog starts with, and keeps for the next sweep (and Resume sweep…).
    static int lastTrialsAtOnce();
    static void rememberTrialsAtOnce(int n);
    // What training several trials at once means, for the dialog's field and Resume sweep….
    static QString atOnceHelp();
    // grid, random or asha, with the ranges and trials the fields give (the ranges: the settings'
    // lines, and the models as a model.kind choice).
    core::SweepSearch search() const;
    // The variants the fields describe; empty while they describe none or are wrong.
    const std::vector<core::SweepVariant>& variants() const { return m_variants; }
    // The config the variants change (its paths absolute, as the sweep records it): with it, each
    // variant is checked as the user types, and one the sweep would refuse is said (a value that does
    // not fit its field) before Start.
    void setBaseConfig(const core::Json& base);

private:
    void update();

    QLineEdit* m_models;
    QPlainTextEdit* m_grid;
    QComboBox* m_search;
    QSpinBox* m_trials;
    QSpinBox* m_atOnce;
    QLabel* m_preview;
    QPushButton* m_start;
    std::vector<core::SweepVariant> m_variants;
    std::optional<core::Json> m_base;
};

} // namespace lathe::ui
