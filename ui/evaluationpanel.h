#pragma once
// The Evaluation view of a finished run (its evaluation.json): the headline scores, a confusion
// matrix heat map with counts and shares of each true class, the per-class table and the pairs of
// classes most confused, and a gallery of the samples most confidently misclassified; for regression,
// the errors and residuals per target and predicted against true values. Runs without an
// evaluation say how to get one.

#include "config/json.h"
#include "metrics/evaluation.h"

#include <QWidget>

#include <optional>

class QLabel;
class QScrollArea;
class QSplitter;
class QStackedWidget;
class QTableWidget;
class QComboBox;
class QChartView;
class QListWidget;

namespace lathe::ui {

class EvaluationSources;

// The heat map: rows are the true classes, columns the predicted ones; a cell's shade is its share
// of the row (blue on the diagonal, red off it), its text the count or that share.
class ConfusionMatrixView : public QWidget {
    Q_OBJECT
public:
    explicit ConfusionMatrixView(QWidget* parent = nullptr);
    void setScores(const core::ClassificationScores& scores);
    void setShowShares(bool shares);
    bool showsShares() const { return m_shares; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }
    // The cell under `pos` as {true, predicted}, or {-1, -1}.
    std::pair<int, int> cellAt(const QPoint& pos) const;
    QString cellText(int trueClass, int predictedClass) const; // the tooltip of a cell

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRect cellRect(int row, int column) const;
    int labelWidth() const;

    core::ClassificationScores m_scores;
    bool m_shares = false;
};

class EvaluationPanel : public QWidget {
    Q_OBJECT
public:
    explicit EvaluationPanel(QWidget* parent = nullptr);

    // Shows `runDir`'s evaluation.json (or, without one, its newest evaluation of other data); false
    // (and the reason in the view) when it has none.
    bool showRun(const QString& runDir);
    // Shows one evaluation file of the run shown; false (and the reason) when it cannot be read.
    bool showEvaluation(const QString& file);
    // Which evaluation is shown, and scoring other data (needs the window's BackgroundTasks).
    EvaluationSources* sources() const { return m_sources; }
    QString runDir() const { return m_runDir; }
    ConfusionMatrixView* matrix() const { return m_matrix; }
    QTableWidget* classTable() const { return m_classes; }
    // The samples most confidently misclassified, each with its image when the data are images.
    QListWidget* gallery() const { return m_gallery; }
    // Regression: predicted against true for the target selected in the table.
    QChartView* scatter() const { return m_scatter; }
    QString headline() const;

private:
    void showClassification(const core::ClassificationScores& s, const core::Json& misclassified);
    void showRegression(const core::RegressionScores& s, const core::Json& points);
    void showScatter(int target);

    QString m_runDir;
    QString m_headline;
    QLabel* m_title;
    EvaluationSources* m_sources;
    QLabel* m_summary;
    QStackedWidget* m_pages;
    QLabel* m_empty;
    ConfusionMatrixView* m_matrix;
    QScrollArea* m_matrixScroll;
    QComboBox* m_cellText;
    QTableWidget* m_classes;
    QLabel* m_confused;
    QTableWidget* m_targets;
    QListWidget* m_gallery;
    QLabel* m_galleryTitle;
    QChartView* m_scatter;
    QSplitter* m_regression = nullptr; // the targets' table over the scatter
    core::Json m_points;
    std::vector<std::string> m_targetNames;
};

} // namespace lathe::ui
