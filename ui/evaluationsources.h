#pragma once
// Above the Evaluation view: which of a run's evaluations it shows (evaluation.json: the run's test
// split; evaluation-<name>.json: other data scored later) and "Score other data…", which scores files
// the user picks with the run's best weights, as `lathe-cli evaluate --data` does
// (core/train/runevaluation.h), on the window's BackgroundTasks, then lists and shows the new one.
// While it scores, the button stops it ("Stop scoring"), as closing the window does: between batches,
// once the data are read (reading runs to its end), writing nothing.

#include <QStringList>
#include <QWidget>

#include <atomic>
#include <memory>

class QComboBox;
class QLabel;
class QPushButton;

namespace lathe::ui {

class BackgroundTasks;

class EvaluationSources : public QWidget {
    Q_OBJECT
public:
    explicit EvaluationSources(QWidget* parent = nullptr);

    // Where scoring runs; without it "Score other data…" stays disabled.
    void setBackgroundTasks(BackgroundTasks* tasks);
    // Lists `runDir`'s evaluations and returns the file to show: evaluation.json when there is one,
    // else the newest other one, else empty.
    QString setRun(const QString& runDir);
    // Scores `files` (and `labels`, an IDX labels file) with the run's best weights; scored() and,
    // when it worked, evaluationChosen() with the new file follow.
    void scoreOtherData(const QStringList& files, const QString& labels = {});

    QComboBox* choice() const { return m_choice; }
    QPushButton* scoreButton() const { return m_score; }
    QString status() const;
    bool isScoring() const { return m_scoring; }

Q_SIGNALS:
    // The user picked another evaluation, or scoring wrote one.
    void evaluationChosen(const QString& file);
    // Scoring ended: `ok` when the evaluation was written; status() says what happened.
    void scored(bool ok);

private:
    void pickData();
    void updateButton();

    QString m_runDir;
    BackgroundTasks* m_tasks = nullptr;
    bool m_scoring = false;
    std::shared_ptr<std::atomic<bool>> m_stop = std::make_shared<std::atomic<bool>>(false); // the running scoring's
    QStringList m_warnings; // said while scoring, shown with the result
    QComboBox* m_choice;
    QPushButton* m_score;
    QLabel* m_status;
};

} // namespace lathe::ui
