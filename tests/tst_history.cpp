// The Runs dock: every run folder under the runs folder with its status and best results (read
// through the run-folder model, best in each metric's direction), folders that are not runs left
// out; the Compare tab: runs side by side with the settings that differ and a metric overlaid.

#include "compareview.h"
#include "backgroundtasks.h"
#include "evaluationpanel.h"
#include "evaluationsources.h"
#include "historypanel.h"
#include "metrics/evaluation.h"
#include "plotview.h"
#include "report/runcomparison.h"
#include "run/runfolder.h"
#include "testsession.h"
#include "testutil.h"

#include <QChart>
#include <QChartView>
#include <QImage>
#include <QListWidget>
#include <QScatterSeries>
#include <QLabel>
#include <QPushButton>
#include <QComboBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QtTest>

#include <chrono>
#include <filesystem>

using namespace lathe;

namespace {

// A run folder like the trainer writes: config, epochs with falling loss and rising accuracy, and
// a summary unless the run was killed.
QString writeRun(const QTemporaryDir& dir, const std::string& name, int epochs, std::optional<core::RunStatus> status,
                 const core::Json& config = core::Json::object())
{
    core::RunFolder folder = core::RunFolder::create(dir.path().toStdString(), name);
    core::Json c = config;
    c["name"] = name;
    folder.writeJson(core::runfile::Config, c);
    for (int e = 1; e <= epochs; ++e) {
        core::EpochRecord r;
        r.epoch = e;
        r.metrics = {{"val_loss", 1.0 / e}, {"val_accuracy", 0.5 + 0.1 * e}};
        folder.appendEpoch(r);
    }
    if (status) {
        core::RunSummary s;
        s.status = *status;
        s.epochsCompleted = epochs;
        s.device = "cpu";
        s.finishedAt = "2026-11-23 12:00:00";
        folder.writeSummary(s);
    }
    return QString::fromStdString(folder.path().string());
}

QString cell(QTableWidget* table, const QString& run, int column)
{
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 0)->text().startsWith(run))
            return table->item(r, column)->text();
    }
    return QStringLiteral("<no row>");
}

} // namespace

// The predicted-against-true points of the Evaluation view's scatter chart.
QScatterSeries* scatterIn(const ui::EvaluationPanel& panel)
{
    for (QAbstractSeries* s : panel.scatter()->chart()->series())
        if (auto* points = qobject_cast<QScatterSeries*>(s))
            return points;
    return nullptr;
}

class TestHistory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void listsRunsWithTheirBest()
    {
        QTemporaryDir dir;
        writeRun(dir, "done", 4, core::RunStatus::Completed);
        writeRun(dir, "halted", 2, core::RunStatus::Stopped);
        writeRun(dir, "killed", 1, std::nullopt);
        QDir(dir.path()).mkdir(QStringLiteral("not-a-run"));
        // Most recently changed first, as the guide says (the table's default sort once put them by name, descending).
        const auto age = [&](const char* run, int seconds) {
            const QString folder = QDir(dir.path()).entryList({QString::fromLatin1(run) + QLatin1Char('*')}, QDir::Dirs).front();
            std::filesystem::last_write_time(dir.filePath(folder).toStdString(),
                                             std::filesystem::file_time_type::clock::now() - std::chrono::seconds(seconds));
        };
        age("halted", 10);
        age("done", 100);
        age("killed", 200);
        ui::HistoryPanel panel;
        panel.setRunsDir(dir.path());
        QTableWidget* table = panel.table();
        QCOMPARE(table->rowCount(), 3);
        QVERIFY(table->item(0, 0)->text().startsWith(QStringLiteral("halted-")));
        QVERIFY(table->item(1, 0)->text().startsWith(QStringLiteral("done-")));
        QVERIFY(table->item(2, 0)->text().startsWith(QStringLiteral("killed-")));
        panel.refresh(); // and again when read again
        QVERIFY(table->item(0, 0)->text().startsWith(QStringLiteral("halted-")));
        QCOMPARE(cell(table, QStringLiteral("done-"), 1), QStringLiteral("completed"));
        QCOMPARE(cell(table, QStringLiteral("halted-"), 1), QStringLiteral("stopped"));
        QCOMPARE(cell(table, QStringLiteral("killed-"), 1), QStringLiteral("unfinished"));
        QCOMPARE(cell(table, QStringLiteral("done-"), 2), QStringLiteral("4"));
        QCOMPARE(cell(table, QStringLiteral("done-"), 3), QStringLiteral("0.2500")); // lowest loss
        QCOMPARE(cell(table, QStringLiteral("done-"), 4), QStringLiteral("0.9000")); // highest accuracy
        QCOMPARE(cell(table, QStringLiteral("done-"), 5), QStringLiteral("cpu"));
        QCOMPARE(cell(table, QStringLiteral("killed-"), 6), QString());

        // Resume: offered for a stopped run, not for a completed one (it only scored the test split
        // and exported model.pt again).
        QPushButton* resume = nullptr;
        for (QPushButton* b : panel.findChildren<QPushButton*>())
            if (b->text() == QLatin1String("Resume"))
                resume = b;
        QVERIFY(resume);
        const auto rowOf = [&](const QString& prefix) {
            for (int r = 0; r < table->rowCount(); ++r)
                if (table->item(r, 0)->text().startsWith(prefix))
                    return r;
            return -1;
        };
        table->selectRow(rowOf(QStringLiteral("halted-")));
        QVERIFY(resume->isEnabled());
        table->selectRow(rowOf(QStringLiteral("done-")));
        QVERIFY(!resume->isEnabled());
        QVERIFY(resume->toolTip().contains(QStringLiteral("nothing to resume")));

        table->selectAll();
        QCOMPARE(panel.selectedRuns().size(), 3);
        QSignalSpy compare(&panel, &ui::HistoryPanel::compareRequested);
        for (QPushButton* b : panel.findChildren<QPushButton*>())
            if (b->text() == QLatin1String("Compare"))
                b->click();
        QCOMPARE(compare.size(), 1);
        QCOMPARE(compare.front().front().toStringList().size(), 3);

        // In a narrow dock every button stays on screen and clickable: the rows wrap (a tool bar hid
        // Resume, Predict, Comparison and Report behind an overflow button that opened nothing).
        for (const int width : {260, 420, 900}) {
            panel.resize(width, 500);
            panel.show();
            QCoreApplication::processEvents();
            const QList<QPushButton*> all = panel.findChildren<QPushButton*>();
            QCOMPARE(all.size(), 9);
            for (QPushButton* b : all) {
                QVERIFY2(b->isVisible() && b->x() >= 0 && b->geometry().right() < width, qPrintable(b->text()));
                for (QPushButton* other : all)
                    QVERIFY2(b == other || !b->geometry().intersects(other->geometry()), qPrintable(b->text() + QStringLiteral(" / ") + other->text()));
            }
            QVERIFY(panel.table()->geometry().top() > std::max_element(all.begin(), all.end(), [](QPushButton* a, QPushButton* b) {
                                                          return a->geometry().bottom() < b->geometry().bottom();
                                                      })[0]->geometry().bottom());
        }

        // A run folder renamed since the list was read: said, the list read again, nothing asked of it
        // (Show said "… is not a Lathe run folder (no config.json)" of the old name).
        const QString halted = table->item(rowOf(QStringLiteral("halted-")), 0)->text();
        QVERIFY(QDir(dir.path()).rename(halted, QStringLiteral("renamed")));
        table->selectRow(rowOf(QStringLiteral("halted-")));
        QSignalSpy said(&panel, &ui::HistoryPanel::message), shown(&panel, &ui::HistoryPanel::showRunRequested);
        for (QPushButton* b : panel.findChildren<QPushButton*>())
            if (b->text() == QLatin1String("Show"))
                b->click();
        QCOMPARE(shown.size(), 0);
        QCOMPARE(said.size(), 1);
        QVERIFY2(said.front().front().toString().contains(QStringLiteral("is no longer there (renamed, moved or deleted)")), qPrintable(said.front().front().toString()));
        QCOMPARE(rowOf(QStringLiteral("halted-")), -1);
        QVERIFY(rowOf(QStringLiteral("renamed")) >= 0);
    }

    // Runs side by side: the settings that differ between the ticked runs get a column (names and
    // where runs go do not), the table gives each run's last and best value of the metric, and the
    // metric's curves are overlaid, one colour per run.
    void compareShowsWhatDiffers()
    {
        QTemporaryDir dir;
        const QString a = writeRun(dir, "a", 4, core::RunStatus::Completed,
                                   {{"training", {{"lr", 0.001}, {"batch_size", 64}}}, {"model", {{"kind", "mlp"}}}});
        const QString b = writeRun(dir, "b", 3, core::RunStatus::Stopped,
                                   {{"training", {{"lr", 0.01}, {"batch_size", 64}}}, {"model", {{"kind", "mlp"}, {"hidden", {32, 16}}}}});
        const QString c = writeRun(dir, "c", 2, std::nullopt, {{"training", {{"lr", 0.001}, {"batch_size", 128}}}, {"model", {{"kind", "mlp"}}}});
        const core::RunsComparison all = core::compareRuns({a.toStdString(), b.toStdString(), c.toStdString()});
        QCOMPARE(all.settings, (std::vector<std::string>{"model.hidden", "training.batch_size", "training.lr"}));
        QCOMPARE(all.runs[1].settings.at("model.hidden"), std::string("[32,16]"));
        QVERIFY(all.runs[0].settings.count("model.hidden") == 0); // a does not set it
        QCOMPARE(all.metrics.front(), std::string("val_loss"));

        ui::CompareView view;
        view.resize(1000, 700);
        view.setRunsDir(dir.path());
        view.refresh();
        QCOMPARE(view.table()->rowCount(), 3);
        view.setChecked({a, b});
        QCOMPARE(view.differingSettings(), (QStringList{QStringLiteral("model.hidden"), QStringLiteral("training.lr")}));
        QCOMPARE(view.cell(b, QStringLiteral("training.lr")), QStringLiteral("0.01"));
        QCOMPARE(view.cell(a, QStringLiteral("model.hidden")), QStringLiteral("—"));
        view.setMetric(QStringLiteral("val_accuracy"));
        QCOMPARE(view.cell(a, QStringLiteral("val accuracy, last")), QStringLiteral("0.9000"));
        QCOMPARE(view.cell(b, QStringLiteral("val accuracy, best")), QStringLiteral("0.8000"));
        const QString aName = QFileInfo(a).fileName(), bName = QFileInfo(b).fileName();
        QCOMPARE(view.plot()->pointCount(aName), 4);
        QCOMPARE(view.plot()->pointCount(bName), 3);
        QCOMPARE(view.plot()->pointCount(QFileInfo(c).fileName()), 0); // not ticked
        QVERIFY(view.plot()->colourOf(aName) != view.plot()->colourOf(bName));
        // Ticking a third run from the table adds its curve and its differences.
        for (int r = 0; r < view.table()->rowCount(); ++r)
            if (view.table()->item(r, 0)->text().startsWith(QStringLiteral("c-")))
                view.table()->item(r, 0)->setCheckState(Qt::Checked);
        QCOMPARE(view.checkedRuns().size(), 3);
        QVERIFY(view.differingSettings().contains(QStringLiteral("training.batch_size")));
        QCOMPARE(view.plot()->pointCount(QFileInfo(c).fileName()), 2);
        QSignalSpy show(&view, &ui::CompareView::showRunRequested);
        view.table()->selectRow(0);
        Q_EMIT view.table()->cellDoubleClicked(0, 0);
        QCOMPARE(show.size(), 1);
    }
    // The Evaluation view reads a run's evaluation.json: the classes by name in the table, each
    // cell of the heat map explained, the most confused pairs; a run without one says how to get it.
    // The Runs dock's Evaluation button asks for it.
    void evaluationViewShowsTheConfusionMatrix()
    {
        QTemporaryDir dir;
        core::RunFolder folder = core::RunFolder::create(dir.path().toStdString(), "eval");
        folder.writeJson(core::runfile::Config, core::Json{{"name", "eval"}});
        const auto scores = core::classificationScores({{40, 10, 0}, {25, 75, 0}, {0, 5, 95}}, {"T-shirt/top", "Shirt", "Bag"});
        folder.writeJson(core::runfile::Evaluation,
                         core::Json{{"split", "test"},
                                    {"checkpoint", {{"name", "best"}, {"epoch", 3}, {"reason", "epoch 3 is the best in val_loss"}}},
                                    {"classification", core::toJson(scores)}});
        ui::EvaluationPanel panel;
        panel.resize(1000, 600);
        QVERIFY(panel.showRun(QString::fromStdString(folder.path().string())));
        QVERIFY2(panel.headline().contains(QStringLiteral("250 samples · accuracy 0.8400")), qPrintable(panel.headline()));
        QCOMPARE(panel.classTable()->rowCount(), 3);
        QCOMPARE(panel.classTable()->item(1, 0)->text(), QStringLiteral("1 Shirt"));
        QCOMPARE(panel.matrix()->cellText(1, 0), QStringLiteral("Shirt taken for T-shirt/top: 25 (25.0% of the class)"));
        QCOMPARE(panel.matrix()->cellText(2, 2), QStringLiteral("Bag recognised: 95 (95.0% of the class)"));
        QVERIFY(panel.matrix()->sizeHint().width() > 3 * 40);
        const QPoint inCell = panel.matrix()->sizeHint().width() > 0 ? QPoint(panel.matrix()->sizeHint().width() - 10, panel.matrix()->sizeHint().height() - 10)
                                                                       : QPoint();
        QCOMPARE(panel.matrix()->cellAt(inCell), std::make_pair(2, 2)); // the bottom-right cell
        const QList<QLabel*> labels = panel.findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* l) {
            return l->text().contains(QStringLiteral("Shirt taken for T-shirt/top")) && l->text().contains(QStringLiteral("Most confused"));
        }));
        QVERIFY(!panel.grab().isNull());

        // Classes named by their numbers (a 0/1 label column) are not numbered twice ("0", not "0 0").
        core::RunFolder numbered = core::RunFolder::create(dir.path().toStdString(), "numbered");
        numbered.writeJson(core::runfile::Config, core::Json{{"name", "numbered"}});
        numbered.writeJson(core::runfile::Evaluation,
                           core::Json{{"split", "test"}, {"checkpoint", {{"name", "best"}, {"epoch", 1}}},
                                      {"classification", core::toJson(core::classificationScores({{9, 1}, {2, 8}}, {"0", "1"}))}});
        QVERIFY(panel.showRun(QString::fromStdString(numbered.path().string())));
        QCOMPARE(panel.classTable()->item(1, 0)->text(), QStringLiteral("1"));

        core::RunFolder bare = core::RunFolder::create(dir.path().toStdString(), "bare");
        bare.writeJson(core::runfile::Config, core::Json{{"name", "bare"}});
        QVERIFY(!panel.showRun(QString::fromStdString(bare.path().string())));
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* l) { return l->text().contains(QStringLiteral("lathe-cli evaluate")); }));

        // The gallery of confident mistakes: a 2x2 grey picture, an image file, and one without either.
        const QString png = dir.filePath(QStringLiteral("shirt.png"));
        QImage picture(3, 3, QImage::Format_RGB888);
        picture.fill(Qt::red);
        QVERIFY(picture.save(png));
        core::Json misclassified = core::Json::array();
        misclassified.push_back({{"index", 7}, {"true", 1}, {"predicted", 0}, {"confidence", 0.93},
                                 {"image", {{"width", 2}, {"height", 2}, {"channels", 1}, {"base64", "AH+A/w=="}}}});
        misclassified.push_back({{"index", 9}, {"true", 0}, {"predicted", 1}, {"confidence", 0.71}, {"file", png.toStdString()}});
        misclassified.push_back({{"index", 11}, {"true", 2}, {"predicted", 1}, {"confidence", 0.6}});
        folder.writeJson(core::runfile::Evaluation, core::Json{{"split", "test"}, {"checkpoint", {{"name", "best"}, {"epoch", 3}}},
                                                               {"classification", core::toJson(scores)}, {"misclassified", misclassified}});
        QVERIFY(panel.showRun(QString::fromStdString(folder.path().string())));
        QCOMPARE(panel.gallery()->count(), 3);
        QCOMPARE(panel.gallery()->item(0)->text(), QStringLiteral("Shirt → T-shirt/top\n93%"));
        QVERIFY(!panel.gallery()->item(0)->icon().isNull());
        QVERIFY(!panel.gallery()->item(1)->icon().isNull());
        QVERIFY(panel.gallery()->item(2)->icon().isNull());
        QCOMPARE(panel.gallery()->item(1)->toolTip(), QStringLiteral("Sample 9 of the split: T-shirt/top taken for Shirt with 71.0% confidence"));
        QCOMPARE(panel.gallery()->viewMode(), QListView::IconMode);
        // Rows of a table have no picture: a list whose lines say it all (a grid of pictures cut them).
        misclassified.erase(misclassified.begin(), misclassified.begin() + 2);
        folder.writeJson(core::runfile::Evaluation, core::Json{{"split", "test"}, {"checkpoint", {{"name", "best"}, {"epoch", 3}}},
                                                               {"classification", core::toJson(scores)}, {"misclassified", misclassified}});
        QVERIFY(panel.showRun(QString::fromStdString(folder.path().string())));
        QCOMPARE(panel.gallery()->viewMode(), QListView::ListMode);
        QCOMPARE(panel.gallery()->item(0)->text(), QStringLiteral("Bag → Shirt, 60% confidence (sample 11 of the split)"));
        const QRect line = panel.gallery()->visualItemRect(panel.gallery()->item(0));
        QVERIFY2(line.width() >= panel.gallery()->fontMetrics().horizontalAdvance(panel.gallery()->item(0)->text()),
                 qPrintable(QStringLiteral("%1 px for the line").arg(line.width())));
        // A row whose file and line are known says where to find it; the tooltip gives the whole path.
        misclassified[0]["source"] = {{"file", "/data/天气/上海.csv"}, {"line", 1234}};
        folder.writeJson(core::runfile::Evaluation, core::Json{{"split", "test"}, {"checkpoint", {{"name", "best"}, {"epoch", 3}}},
                                                               {"classification", core::toJson(scores)}, {"misclassified", misclassified}});
        QVERIFY(panel.showRun(QString::fromStdString(folder.path().string())));
        QCOMPARE(panel.gallery()->item(0)->text(), QStringLiteral("Bag → Shirt, 60% confidence (上海.csv, line 1234)"));
        QCOMPARE(panel.gallery()->item(0)->toolTip(), QStringLiteral("/data/天气/上海.csv, line 1234: Bag taken for Shirt with 60.0% confidence"));

        // Regression: predicted against true for the chosen target, with the diagonal.
        core::RunFolder series = core::RunFolder::create(dir.path().toStdString(), "series");
        series.writeJson(core::runfile::Config, core::Json{{"name", "series"}});
        const auto errors = core::regressionScores({1.0, 10.0, 2.5, 20.0, 2.0, 30.0}, {1.5, 11.0, 2.0, 19.0, 3.0, 33.0}, 2, {"pm25", "pm10"});
        series.writeJson(core::runfile::Evaluation,
                         core::Json{{"split", "test"}, {"checkpoint", {{"name", "best"}, {"epoch", 1}}}, {"regression", core::toJson(errors)},
                                    {"points", {{"every", 1}, {"true", {{1.5, 2.0, 3.0}, {11.0, 19.0, 33.0}}}, {"predicted", {{1.0, 2.5, 2.0}, {10.0, 20.0, 30.0}}}}}});
        QVERIFY(panel.showRun(QString::fromStdString(series.path().string())));
        const auto scatterOf = [&panel] { return scatterIn(panel); };
        QVERIFY(scatterOf() && scatterOf()->count() == 3);
        QCOMPARE(scatterOf()->at(1), QPointF(2.0, 2.5));
        QVERIFY(panel.scatter()->chart()->title().startsWith(QStringLiteral("pm25")));
        QTableWidget* targets = nullptr;
        for (QTableWidget* t : panel.findChildren<QTableWidget*>())
            if (t->columnCount() == 9)
                targets = t;
        QVERIFY(targets);
        QVERIFY(targets->isColumnHidden(2)); // no persistence to beat: not a forecast
        targets->setCurrentCell(1, 1);
        QVERIFY(panel.scatter()->chart()->title().startsWith(QStringLiteral("pm10")));
        QCOMPARE(scatterOf()->at(2), QPointF(33.0, 30.0));
        // A forecast's evaluation: persistence's MAE in its own column, for the target that has one.
        auto forecast = errors;
        forecast.targets[0].persistenceMae = 4.25;
        series.writeJson(core::runfile::Evaluation,
                         core::Json{{"split", "test"}, {"checkpoint", {{"name", "best"}, {"epoch", 1}}}, {"regression", core::toJson(forecast)}});
        QVERIFY(panel.showRun(QString::fromStdString(series.path().string())));
        QVERIFY(!targets->isColumnHidden(2)); // beside the MAE it is to beat
        QCOMPARE(targets->horizontalHeaderItem(2)->text(), QStringLiteral("Persistence MAE"));
        QStringList column;
        for (int r = 0; r < 2; ++r)
            column << (targets->item(r, 2) ? targets->item(r, 2)->text() : QStringLiteral("(none)"));
        column.sort();
        QCOMPARE(column, (QStringList{QStringLiteral("(none)"), QStringLiteral("4.25")}));

        ui::HistoryPanel history;
        history.setRunsDir(dir.path());
        QSignalSpy asked(&history, &ui::HistoryPanel::evaluationRequested);
        history.table()->selectRow(0);
        auto* button = history.findChild<QPushButton*>(QStringLiteral("EvaluationButton"));
        QVERIFY(button && button->isEnabled());
        button->click();
        QCOMPARE(asked.count(), 1);
    }

    // The Evaluation view's "Score other data…": new labelled rows scored with the run's best weights
    // on the window's background thread, saved as evaluation-<name>.json beside evaluation.json, listed
    // in "Scored on" and shown; picking the test split again shows it; rows without the model's
    // columns fail with the reason and save nothing.
    void evaluationScoresOtherData()
    {
        QTemporaryDir dir;
        const QString run = test::trainToEnd(test::ringsConfig(dir, R"({"epochs": 2, "batch_size": 32})", 400));
        QVERIFY(!run.isEmpty());
        const QString other = test::writeFile(dir.filePath(QStringLiteral("新的.csv")), test::ringsCsv(60, 13));
        ui::BackgroundTasks tasks;
        ui::EvaluationPanel panel;
        panel.sources()->setBackgroundTasks(&tasks);
        QVERIFY(panel.showRun(run));
        QVERIFY2(panel.headline().contains(QStringLiteral("40 samples")), qPrintable(panel.headline())); // the test split
        QCOMPARE(panel.sources()->choice()->count(), 1);
        QVERIFY(panel.sources()->scoreButton()->isEnabled());

        QSignalSpy scored(panel.sources(), &ui::EvaluationSources::scored);
        panel.sources()->scoreOtherData({other});
        QCOMPARE(panel.sources()->scoreButton()->text(), QStringLiteral("Stop scoring")); // one at a time, and it can stop
        QTRY_COMPARE_WITH_TIMEOUT(scored.count(), 1, 60000);
        QVERIFY2(scored.at(0).at(0).toBool(), qPrintable(panel.sources()->status()));
        QVERIFY(QFile::exists(run + QStringLiteral("/evaluation-新的.json")));
        QVERIFY(QFile::exists(run + QStringLiteral("/evaluation.json"))); // the test split's is kept
        QCOMPARE(panel.sources()->choice()->count(), 2);
        QVERIFY2(panel.sources()->choice()->currentText().contains(QStringLiteral("新的.csv")), qPrintable(panel.sources()->choice()->currentText()));
        QVERIFY2(panel.headline().contains(QStringLiteral("60 samples")), qPrintable(panel.headline()));
        QVERIFY2(panel.sources()->status().contains(QStringLiteral("evaluation-新的.json")), qPrintable(panel.sources()->status()));

        const int test = panel.sources()->choice()->findText(QStringLiteral("the test split"));
        QVERIFY(test >= 0);
        Q_EMIT panel.sources()->choice()->activated(test);
        QVERIFY2(panel.headline().contains(QStringLiteral("40 samples")), qPrintable(panel.headline()));
        QVERIFY(panel.showRun(run + QLatin1Char('/'))); // shown again (as `lathe RUN/` opens it): the test split first, both listed
        QCOMPARE(panel.sources()->choice()->count(), 2);
        const QList<QLabel*> labels = panel.findChildren<QLabel*>();
        QVERIFY2(std::any_of(labels.begin(), labels.end(),
                             [&](QLabel* l) { return l->text() == QStringLiteral("Evaluation: ") + QFileInfo(run).fileName(); }),
                 "the title names the run"); // it was "Evaluation: " for a folder given with a slash

        // Another run shown while scoring: its view stays; the status says where the scores went.
        core::RunFolder bare = core::RunFolder::create(dir.path().toStdString(), "bare");
        bare.writeJson(core::runfile::Config, core::Json{{"name", "bare"}});
        const QString other2 = test::writeFile(dir.filePath(QStringLiteral("second.csv")), test::ringsCsv(50, 17));
        panel.sources()->scoreOtherData({other2});
        QVERIFY(!panel.showRun(QString::fromStdString(bare.path().string())));
        QTRY_COMPARE_WITH_TIMEOUT(scored.count(), 2, 60000);
        QVERIFY(scored.at(1).at(0).toBool());
        QVERIFY(QFile::exists(run + QStringLiteral("/evaluation-second.json")));
        QVERIFY2(panel.sources()->status().contains(run + QStringLiteral("/evaluation-second.json")), qPrintable(panel.sources()->status()));
        QCOMPARE(panel.sources()->choice()->count(), 0); // the bare run's list, not the scored run's
        QVERIFY(!panel.headline().contains(QStringLiteral("50 samples")));
        QVERIFY(panel.showRun(run));

        const QString wrong = test::writeFile(dir.filePath(QStringLiteral("wrong.csv")), "a,b\n1,2\n");
        panel.sources()->scoreOtherData({wrong});
        QTRY_COMPARE_WITH_TIMEOUT(scored.count(), 3, 60000);
        QVERIFY(!scored.at(2).at(0).toBool());
        QVERIFY2(panel.sources()->status().contains(QStringLiteral("wrong.csv")), qPrintable(panel.sources()->status()));
        QVERIFY(!QFile::exists(run + QStringLiteral("/evaluation-wrong.json")));

        // "Stop scoring", pressed at once: the worker stops at its first check and writes nothing.
        const QString third = test::writeFile(dir.filePath(QStringLiteral("third.csv")), test::ringsCsv(50, 19));
        panel.sources()->scoreOtherData({third});
        QCOMPARE(panel.sources()->scoreButton()->text(), QStringLiteral("Stop scoring"));
        panel.sources()->scoreButton()->click();
        QVERIFY(!panel.sources()->scoreButton()->isEnabled()); // asked once
        QTRY_COMPARE_WITH_TIMEOUT(scored.count(), 4, 60000);
        QVERIFY(!scored.at(3).at(0).toBool());
        QCOMPARE(panel.sources()->status(), QStringLiteral("Scoring stopped: nothing written."));
        QVERIFY(!QFile::exists(run + QStringLiteral("/evaluation-third.json")));
        QCOMPARE(panel.sources()->scoreButton()->text(), QStringLiteral("Score other data…"));
        QVERIFY(panel.sources()->scoreButton()->isEnabled());
    }
};

QTEST_MAIN(TestHistory)
#include "tst_history.moc"
