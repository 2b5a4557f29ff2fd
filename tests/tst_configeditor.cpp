// Editing a config in the main window as a user would: open it, see its fields in the form, edit the
// JSON or the form (each follows the other), break and fix it with the problem shown in place, save,
// start from a template, and a file that cannot be opened.

#include "config/config.h"
#include "configoverview.h"
#include "mainwindow.h"
#include "problemsmodel.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QLabel>
#include <QTextBlock>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTreeWidgetItem>
#include <QtTest>

using lathe::ui::MainWindow;

class TestConfigEditor : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // keep QSettings away from the user's
    }

    void opensShowsAndSavesAConfig()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("d.csv")), "a,label\n1,x\n2,y\n");
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
                                                    R"({"data": {"path": "d.csv", "target": "label"}, "training": {"epochs": 4}})");
        MainWindow w;
        QAbstractItemModelTester tester(w.problems(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(w.openFile(file));
        QCOMPARE(w.currentFile(), file);
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("c.json")));
        QCOMPARE(w.problems()->errorCount(), 0);
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.epochs")), QStringLiteral("4"));
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.optimizer")), QStringLiteral("adamw")); // default shown

        // Edit the JSON: the overview follows, the window is marked modified.
        QString text = w.jsonEditor()->toPlainText();
        text.replace(QStringLiteral("\"epochs\": 4"), QStringLiteral("\"epochs\": 9"));
        w.jsonEditor()->setPlainText(text);
        w.jsonEditor()->document()->setModified(true);
        QVERIFY(w.isWindowModified());
        QTRY_COMPARE(w.overview()->valueText(QStringLiteral("training.epochs")), QStringLiteral("9"));

        QVERIFY(w.saveTo(file));
        QVERIFY(!w.isWindowModified());
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("\"epochs\": 9"));

        // Saved as into another folder: the relative data path is rewritten to find the same file
        // from there, and the config checked from there (it said "Config valid" of a path that
        // found nothing, until the next edit).
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("elsewhere/deeper")));
        const QString moved = dir.filePath(QStringLiteral("elsewhere/deeper/c.json"));
        QVERIFY(w.saveTo(moved));
        QFile movedFile(moved);
        QVERIFY(movedFile.open(QIODevice::ReadOnly));
        const QByteArray movedText = movedFile.readAll();
        QVERIFY2(movedText.contains("\"path\": \"../../d.csv\""), movedText.constData());
        QVERIFY(movedText.contains("\"epochs\": 9")); // the rest as typed
        QCOMPARE(w.problems()->errorCount(), 0);
        QVERIFY(!w.isWindowModified());
        // A path that names nothing from the new folder is said at once.
        w.jsonEditor()->setPlainText(QString::fromUtf8(movedText).replace(QStringLiteral("../../d.csv"), QStringLiteral("nothing.csv")));
        QVERIFY(w.saveTo(moved));
        QVERIFY(w.problems()->errorCount() > 0);
        // Saved as typed when it is no JSON at all, and said so (it said only "1 problem remains").
        w.jsonEditor()->setPlainText(QStringLiteral("{\"data\": "));
        QVERIFY(w.saveTo(moved));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("not valid JSON yet")), qPrintable(w.statusBar()->currentMessage()));
    }

    void formEditsTheJsonAndFollowsIt()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("d.csv")), "a,label\n1,x\n2,y\n");
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
                                                    R"({"data": {"path": "d.csv", "target": "label"}, "training": {"epochs": 4}})");
        MainWindow w;
        QVERIFY(w.openFile(file));
        auto json = [&] { return lathe::core::Json::parse(w.jsonEditor()->toPlainText().toStdString()); };

        // Form -> JSON: a number, a choice, a check box, a list; each one undo step.
        QVERIFY(w.overview()->editField(QStringLiteral("training.epochs"), QStringLiteral("7")));
        QCOMPARE(json()["training"]["epochs"].get<int>(), 7);
        QVERIFY(w.isWindowModified());
        QVERIFY(w.overview()->editField(QStringLiteral("training.optimizer"), QStringLiteral("sgd")));
        QCOMPARE(json()["training"]["optimizer"].get<std::string>(), std::string("sgd"));
        QTreeWidgetItem* shuffle = w.overview()->itemFor(QStringLiteral("loader.shuffle"));
        QVERIFY(shuffle);
        QCOMPARE(shuffle->checkState(1), Qt::Checked);
        shuffle->setCheckState(1, Qt::Unchecked);
        QTRY_VERIFY(json().contains("loader"));
        QCOMPARE(json()["loader"]["shuffle"].get<bool>(), false); // a group the file did not have is created
        QVERIFY(w.overview()->editField(QStringLiteral("model.hidden"), QStringLiteral("[64, 32]")));
        QCOMPARE(json()["model"]["hidden"], lathe::core::Json::parse("[64, 32]"));
        QCOMPARE(w.overview()->valueText(QStringLiteral("model.hidden")), QStringLiteral("[64,32]"));
        w.jsonEditor()->undo();
        QVERIFY(!json().contains("model"));
        QCOMPARE(json()["training"]["epochs"].get<int>(), 7);
        // A file written as one string stays one string (the form wrote ["d.csv"]).
        QVERIFY(w.overview()->editField(QStringLiteral("data.path"), QStringLiteral("d2.csv")));
        QCOMPARE(json()["data"]["path"], lathe::core::Json("d2.csv"));
        w.jsonEditor()->undo();

        // A value that does not fit the field is refused and the JSON is left alone.
        QSignalSpy rejected(w.overview(), &lathe::ui::ConfigOverview::editRejected);
        const QString before = w.jsonEditor()->toPlainText();
        QVERIFY(!w.overview()->editField(QStringLiteral("training.epochs"), QStringLiteral("many")));
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(w.jsonEditor()->toPlainText(), before);
        // The status bar says "(not applied)" until a value is taken (it once stayed 8 s past a good one).
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("(not applied)")), qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(w.overview()->editField(QStringLiteral("training.epochs"), QStringLiteral("7"))); // as it was: taken all the same
        QCOMPARE(w.statusBar()->currentMessage(), QString());

        // JSON -> form, and a problem typed into the JSON shows in the form.
        QString text = w.jsonEditor()->toPlainText();
        text.replace(QStringLiteral("\"epochs\": 7"), QStringLiteral("\"epochs\": -2"));
        w.jsonEditor()->setPlainText(text);
        w.validateNow();
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.epochs")), QStringLiteral("-2"));
        QTreeWidgetItem* epochs = w.overview()->itemFor(QStringLiteral("training.epochs"));
        QCOMPARE(epochs->foreground(1).color(), QColor(200, 0, 0));
        QVERIFY(epochs->toolTip(1).contains(QStringLiteral("between")));
    }

    // The form lists the data settings the source reads; the others wait under "other settings".
    // A syntax error greys the form out, and a note over it says why and where; fixed, it goes.
    void formSaysWhyItIsGreyedOut()
    {
        MainWindow w;
        w.show();
        QVERIFY(!w.configEditor()->formNote()->isVisible());
        w.jsonEditor()->setPlainText(QStringLiteral("{\n  \"name\": \"x\",\n  \"training\": {\"epochs\": }\n}\n"));
        w.validateNow();
        QVERIFY(!w.overview()->isEnabled());
        QVERIFY(w.configEditor()->formNote()->isVisible());
        QVERIFY2(w.configEditor()->formNote()->text().contains(QStringLiteral("syntax error (line 3")),
                 qPrintable(w.configEditor()->formNote()->text()));
        // The problem is underlined from its column, not from the line's start.
        const auto marks = w.jsonEditor()->extraSelections();
        QVERIFY(!marks.isEmpty());
        const QTextBlock line3 = w.jsonEditor()->document()->findBlockByNumber(2);
        QVERIFY2(marks.front().cursor.selectionStart() > line3.position(), qPrintable(QString::number(marks.front().cursor.selectionStart() - line3.position())));
        w.jsonEditor()->setPlainText(QStringLiteral("{\"name\": \"x\"}"));
        w.validateNow();
        QVERIFY(w.overview()->isEnabled());
        QVERIFY(!w.configEditor()->formNote()->isVisible());

        // A file opened with a syntax error: the form shows nothing of the file open before it (it
        // showed that file's values under this file's name), and says so.
        QTemporaryDir dir;
        const QString good = lathe::test::writeFile(dir.filePath(QStringLiteral("good.json")), R"({"name": "good", "training": {"epochs": 4}})");
        const QString broken = lathe::test::writeFile(dir.filePath(QStringLiteral("broken.json")), "{\n  \"name\": \"broken\"\n  \"training\": {}\n}\n");
        QVERIFY(w.openFile(good));
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.epochs")), QStringLiteral("4"));
        QVERIFY(w.openFile(broken));
        w.validateNow();
        QVERIFY(!w.overview()->isEnabled());
        QCOMPARE(w.overview()->topLevelItemCount(), 0);
        QVERIFY2(w.configEditor()->formNote()->text().contains(QStringLiteral("the form shows the config once that is fixed")),
                 qPrintable(w.configEditor()->formNote()->text()));
    }

    void formShowsTheDataSettingsOfItsSource()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("d.csv")), "a,label\n1,x\n2,y\n");
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), R"({"data": {"path": "d.csv", "target": "label"}})");
        MainWindow w;
        QVERIFY(w.openFile(file));
        const auto parentOf = [&](const char* path) {
            QTreeWidgetItem* item = w.overview()->itemFor(QString::fromLatin1(path));
            return item && item->parent() ? item->parent()->text(0) : QString();
        };
        QCOMPARE(parentOf("data.missing"), QStringLiteral("data"));
        QCOMPARE(parentOf("data.missing_indicator"), QStringLiteral("data"));
        QCOMPARE(parentOf("data.window"), QStringLiteral("other settings (not read for source csv)"));
        QCOMPARE(parentOf("data.image_height"), QStringLiteral("other settings (not read for source csv)"));
        QVERIFY(w.overview()->editField(QStringLiteral("data.source"), QStringLiteral("timeseries_csv")));
        QCOMPARE(parentOf("data.window"), QStringLiteral("data"));
        QCOMPARE(parentOf("data.time_column"), QStringLiteral("data"));
        QCOMPARE(parentOf("data.missing_indicator"), QStringLiteral("other settings (not read for source timeseries_csv)"));
        QVERIFY(w.overview()->editField(QStringLiteral("data.source"), QStringLiteral("image_folder")));
        QCOMPARE(parentOf("data.missing"), QStringLiteral("other settings (not read for source image_folder)"));
        QCOMPARE(parentOf("data.image_height"), QStringLiteral("data"));
        QCOMPARE(parentOf("data.splits.val"), QStringLiteral("splits")); // groups stay where they are
    }

    // A form edit changes the field's value and nothing else: the file keeps its indentation, its
    // one-line objects and arrays, its key order and the rest of its text; a missing field is added
    // in its object's style.
    void formEditsKeepTheFilesLayout()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("d.csv")), "a,label\n1,x\n2,y\n");
        const QByteArray original = "{\n"
                                    "    \"name\": \"日本語の実験\",\n"
                                    "    \"data\": {\"path\": \"d.csv\", \"target\": \"label\"},\n"
                                    "\n"
                                    "    \"training\": {\n"
                                    "        \"lr\": 0.001,\n"
                                    "        \"epochs\": 4\n"
                                    "    },\n"
                                    "    \"model\": {\"hidden\": [64,   32]}\n"
                                    "}\n";
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), original);
        MainWindow w;
        QVERIFY(w.openFile(file));
        QVERIFY(w.overview()->editField(QStringLiteral("training.epochs"), QStringLiteral("9")));
        QVERIFY(w.overview()->editField(QStringLiteral("training.batch_size"), QStringLiteral("64")));
        QVERIFY(w.overview()->editField(QStringLiteral("data.val_path"), QStringLiteral("v.csv")));
        QVERIFY(w.overview()->editField(QStringLiteral("model.hidden"), QStringLiteral("[128, 64]")));
        const QString expected = QStringLiteral("{\n"
                                                "    \"name\": \"日本語の実験\",\n"
                                                "    \"data\": {\"path\": \"d.csv\", \"target\": \"label\", \"val_path\": [\"v.csv\"]},\n"
                                                "\n"
                                                "    \"training\": {\n"
                                                "        \"lr\": 0.001,\n"
                                                "        \"epochs\": 9,\n"
                                                "        \"batch_size\": 64\n"
                                                "    },\n"
                                                "    \"model\": {\"hidden\": [128, 64]}\n"
                                                "}\n");
        QCOMPARE(w.jsonEditor()->toPlainText(), expected);
        w.jsonEditor()->undo(); // each edit one undo step
        QVERIFY(w.jsonEditor()->toPlainText().contains(QStringLiteral("[64,   32]")));
    }

    // Keys the schema does not know show in the form, in red, with the problem; the model's fields
    // that its kind does not read wait under "other settings".
    void formShowsUnknownKeysAndTheModelsSettings()
    {
        MainWindow w;
        w.jsonEditor()->setPlainText(QStringLiteral("{\"training\": {\"epohcs\": 3}, \"colour\": \"blue\", \"model\": {\"kind\": \"mlp\"}}"));
        w.validateNow();
        QTreeWidgetItem* typo = w.overview()->itemFor(QStringLiteral("training.epohcs"));
        QVERIFY(typo);
        QCOMPARE(typo->text(1), QStringLiteral("3"));
        QCOMPARE(typo->foreground(0).color(), QColor(200, 0, 0));
        QVERIFY2(typo->toolTip(0).contains(QStringLiteral("did you mean \"epochs\"?")), qPrintable(typo->toolTip(0)));
        QVERIFY(w.overview()->itemFor(QStringLiteral("colour"))); // at the top level too
        // "$schema" and a "//" comment are notes: shown grey, said to be kept, no problem.
        w.jsonEditor()->setPlainText(QStringLiteral("{\"$schema\": \"config-v1.schema.json\", \"training\": {\"//\": \"short\"}, \"model\": {\"kind\": \"mlp\"}}"));
        w.validateNow();
        for (const char* path : {"$schema", "training.//"}) {
            QTreeWidgetItem* note = w.overview()->itemFor(QString::fromLatin1(path));
            QVERIFY2(note && note->foreground(0).color() != QColor(200, 0, 0), path);
            QVERIFY2(note->toolTip(0).contains(QStringLiteral("not a setting")), qPrintable(note->toolTip(0)));
        }
        for (int r = 0; r < w.problems()->rowCount(); ++r)
            QVERIFY2(!w.problems()->index(r, lathe::ui::ProblemsModel::Message).data().toString().contains(QStringLiteral("unknown key")),
                     qPrintable(w.problems()->index(r, lathe::ui::ProblemsModel::Message).data().toString()));
        const auto parentOf = [&](const char* path) {
            QTreeWidgetItem* item = w.overview()->itemFor(QString::fromLatin1(path));
            return item && item->parent() ? item->parent()->text(0) : QString();
        };
        QCOMPARE(parentOf("model.hidden"), QStringLiteral("model"));
        QCOMPARE(parentOf("model.d_model"), QStringLiteral("other settings (not read by model mlp)"));
        QVERIFY(w.overview()->editField(QStringLiteral("model.kind"), QStringLiteral("transformer")));
        QCOMPARE(parentOf("model.d_model"), QStringLiteral("model"));
        QCOMPARE(parentOf("model.hidden"), QStringLiteral("other settings (not read by model transformer)"));
    }

    void invalidJsonShowsItsPlace()
    {
        MainWindow w;
        w.jsonEditor()->setPlainText(QStringLiteral("{\n  \"training\": {\"epochs\": 3,}\n}"));
        w.validateNow();
        QCOMPARE(w.problems()->rowCount(), 1);
        const QModelIndex where = w.problems()->index(0, lathe::ui::ProblemsModel::Location);
        QCOMPARE(where.data().toString(), QStringLiteral("2:28"));
        QVERIFY(w.problems()->index(0, lathe::ui::ProblemsModel::Message).data().toString().contains(QStringLiteral("invalid JSON")));
        QVERIFY(!w.overview()->isEnabled());
    }

    void unknownKeyIsListedWithHint()
    {
        MainWindow w;
        w.jsonEditor()->setPlainText(QStringLiteral("{\"training\": {\"epohcs\": 3}}"));
        w.validateNow();
        bool found = false;
        for (int r = 0; r < w.problems()->rowCount(); ++r) {
            found = found || w.problems()->index(r, lathe::ui::ProblemsModel::Message).data().toString().contains(
                                 QStringLiteral("did you mean \"epochs\"?"));
        }
        QVERIFY(found);
    }

    void templatesOpenWithWorkingPaths()
    {
        MainWindow w;
        const QString tpl = MainWindow::templatesDir() + QStringLiteral("/tabular-clicks.json");
        QVERIFY(QFile::exists(tpl));
        QVERIFY(w.newFromTemplate(tpl));
        QVERIFY(w.currentFile().isEmpty()); // untitled: the template is not overwritten by Save
        QCOMPARE(w.problems()->errorCount(), 0); // its data paths were made absolute
        QVERIFY(w.jsonEditor()->toPlainText().contains(MainWindow::templatesDir()));
        w.jsonEditor()->document()->setModified(false);
    }

    void openingAMissingFileFailsCleanly()
    {
        MainWindow w;
        QTimer::singleShot(0, [] {
            // The warning box is modal: close it as a user would.
            if (auto* box = qobject_cast<QWidget*>(QApplication::activeModalWidget()))
                box->close();
        });
        QVERIFY(!w.openFile(QStringLiteral("/nonexistent/config.json")));
        QVERIFY(w.currentFile().isEmpty());
    }
};

QTEST_MAIN(TestConfigEditor)
#include "tst_configeditor.moc"
