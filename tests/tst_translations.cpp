// The interface's translations: the compiled Chinese catalogue loads and translates; every message
// in translations/lathe_zh_CN.ts is finished (not "unfinished", not empty, numerus forms included);
// and no user-visible string in ui/ or app/gui is missing from it (lupdate run over the sources
// finds nothing the committed file lacks). The engine's messages too: every log line of real runs and
// every problem of a faulty config is a translatable message whose every part the catalogue has.

#include "config/schema.h"
#include "enginetext.h"
#include "language.h"
#include "report/report.h"
#include "testsession.h"
#include "run/retiredmessages.h"
#include "util/catalogue.h"
#include "util/errors.h"

#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

#include <functional>

namespace {

struct Message {
    QString context, source;
    bool finished = false;
};

// The messages of a Qt Linguist file; obsolete and vanished ones left out.
QList<Message> readTs(const QString& file)
{
    QList<Message> out;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file));
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = {context, {}, false};
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            if (type == QLatin1String("obsolete") || type == QLatin1String("vanished"))
                continue;
            bool numerus = false, allForms = true;
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                    numerus = true;
                    allForms = allForms && !xml.readElementText().trimmed().isEmpty();
                }
            }
            m.finished = type.isEmpty() && (numerus ? allForms : !text.trimmed().isEmpty());
            out << m;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(file), qPrintable(xml.errorString()));
    return out;
}

QString key(const Message& m)
{
    return m.context + QStringLiteral(" | ") + m.source;
}

const QString kZh = QStringLiteral(LATHE_SOURCE_DIR "/translations/lathe_zh_CN.ts");

// The templates in `m` (and its arguments) that `translator` lacks.
void untranslated(const QTranslator& translator, const lathe::core::Message& m, QStringList& out)
{
    if (!m.id.empty() && translator.translate("lathe::core::Messages", m.id.c_str()).isEmpty())
        out << QString::fromStdString(m.id);
    for (const auto& a : m.args)
        untranslated(translator, a, out);
}

bool hasChinese(const QString& s)
{
    return std::any_of(s.begin(), s.end(), [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

// Records the messages a run gives: its log, why it stopped or failed, why its precision.
class MessageSink : public lathe::test::RecordingSink {
public:
    void onLog(const lathe::core::LogEvent& e) override
    {
        RecordingSink::onLog(e);
        std::lock_guard l(m);
        events.push_back(e);
    }
    std::vector<lathe::core::LogEvent> events;
};

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Sentences put one after the other: a space in English, none next to Chinese.
    void sentencesFollowEachOther()
    {
        using lathe::ui::followedBy;
        QCOMPARE(followedBy(QStringLiteral("Most of it is backward."), QStringLiteral("The trace is here.")),
                 QStringLiteral("Most of it is backward. The trace is here."));
        QCOMPARE(followedBy(QStringLiteral("其中最多的是反向（60 %）。"), QStringLiteral("每个算子的跟踪在这里。")),
                 QStringLiteral("其中最多的是反向（60 %）。每个算子的跟踪在这里。"));
        QCOMPARE(followedBy(QStringLiteral("预测值与真实值"), QStringLiteral("（每 5 个样本取一个）")), QStringLiteral("预测值与真实值（每 5 个样本取一个）"));
        QCOMPARE(followedBy(QString(), QStringLiteral("x")), QStringLiteral("x"));
    }

    void chineseTranslationIsComplete()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/lathe_zh_CN.qm")));
        QCOMPARE(translator.translate("lathe::ui::MainWindow", "&File"), QStringLiteral("文件(&F)"));
        QVERIFY(!translator.translate("lathe::ui::RunPanel", "Stopped: %1").isEmpty());
        QCOMPARE(translator.translate("lathe::ui::MainWindow", "not a message at all"), QString());
    }

    void everyChineseMessageIsFinished()
    {
        const QList<Message> messages = readTs(kZh);
        QVERIFY(messages.size() > 100);
        QStringList unfinished;
        for (const Message& m : messages) {
            if (!m.finished)
                unfinished << key(m);
        }
        QVERIFY2(unfinished.isEmpty(), qPrintable(QStringLiteral("unfinished in lathe_zh_CN.ts:\n") + unfinished.join(QLatin1Char('\n'))));
    }

    // core's catalogue (lathe-cli, the reports) is compiled from the same .ts at build time: for every
    // engine template it gives what the window's Qt translator gives, nested messages translated with
    // their sentence, and English for "en" or a language it lacks.
    void coreCatalogueIsTheWindows()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/lathe_zh_CN.qm")));
        int compared = 0;
        QStringList differ;
        for (const Message& m : readTs(kZh)) {
            if (m.context != QLatin1String("lathe::core::Messages"))
                continue;
            const std::string id = m.source.toStdString();
            const QString qt = translator.translate("lathe::core::Messages", id.c_str());
            // Each %N argument given as "%N": the rendering is the template as the catalogue holds it.
            const auto templ = lathe::core::msg(id.c_str(), "%1", "%2", "%3", "%4", "%5", "%6", "%7", "%8", "%9");
            const QString core = QString::fromStdString(lathe::core::translate(templ, "zh_CN"));
            if (core != qt)
                differ << m.source + QStringLiteral(": ") + core + QStringLiteral(" ≠ ") + qt;
            ++compared;
        }
        QVERIFY2(compared > 500, qPrintable(QString::number(compared)));
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(QLatin1Char('\n'))));
        using lathe::core::msg;
        const auto nested = msg("Test metrics and model.pt: %1", msg("the best weights, epoch %1 (%2)", 3, "val_loss"));
        QCOMPARE(QString::fromStdString(lathe::core::translate(nested, "zh_CN")), QStringLiteral("测试指标与 model.pt：第 3 轮的最佳权重（val_loss）"));
        QCOMPARE(lathe::core::translate(nested, "en"), nested.text());
        QCOMPARE(lathe::core::translate(nested, "fr"), nested.text());
        QVERIFY(lathe::core::hasCatalogue("zh_CN") && lathe::core::hasCatalogue("en") && !lathe::core::hasCatalogue("fr"));
        // Reworded messages keep their old words translated, for the runs that recorded them.
        QVERIFY(!lathe::core::retiredMessages().empty());
        for (const auto& m : lathe::core::retiredMessages())
            QVERIFY2(lathe::core::translate(m, "zh_CN") != m.text(), m.id.c_str());
    }

    // Chinese has no spaces between words: no translation puts one between two Chinese characters
    // (or full-width punctuation), the mark of words joined in English order.
    void noChineseTranslationSpacesItsWords()
    {
        QFile f(kZh);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString ts = QString::fromUtf8(f.readAll());
        const QRegularExpression translation(QStringLiteral("<(?:translation|numerusform)[^>]*>([^<]*)<"));
        const QRegularExpression spaced(QStringLiteral("[\\x{4e00}-\\x{9fff}，。：；（）] +[\\x{4e00}-\\x{9fff}，。：；（）]"));
        QStringList found;
        int checked = 0;
        for (auto it = translation.globalMatch(ts); it.hasNext(); ++checked) {
            const QString text = it.next().captured(1);
            if (spaced.match(text).hasMatch())
                found << text;
        }
        QVERIFY2(checked > 1000, qPrintable(QString::number(checked)));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // lupdate over the sources, into a scratch file: every message it finds must be in the committed
    // catalogue. A new tr() string fails here until the .ts files are updated and translated.
    void noMessageIsMissing()
    {
        QTemporaryDir dir;
        const QString scratch = dir.filePath(QStringLiteral("scan.ts"));
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(LATHE_SOURCE_DIR));
        lupdate.start(QStringLiteral(LATHE_LUPDATE), {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                                                     QStringLiteral("ui"), QStringLiteral("app/gui"), QStringLiteral("-ts"), scratch});
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
        QSet<QString> committed;
        for (const Message& m : readTs(kZh))
            committed.insert(key(m));
        QStringList missing;
        for (const Message& m : readTs(scratch)) {
            if (!committed.contains(key(m)))
                missing << key(m);
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in lathe_zh_CN.ts (run lupdate as ui/CMakeLists.txt says):\n")
                                               + missing.join(QLatin1Char('\n'))));
    }

    // Two real runs (a CSV table with an MLP; images with a CNN, augmentation and the export), as a
    // Chinese-reading user watches them: every log line comes from the engine as a message (no bare
    // English text), the catalogue has every template in it, and the window shows it in Chinese.
    void everyLogLineOfARunIsTranslated()
    {
        using namespace lathe;
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/lathe_zh_CN.qm")));
        QCoreApplication::installTranslator(&translator);
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        QTemporaryDir dir;
        const std::vector<core::Config> configs{
            test::ringsConfig(dir, R"({"epochs": 2, "batch_size": 64, "lr": 0.01})", 300),
            test::idxConfig(dir, 96, 3, R"("model": {"kind": "cnn2d", "channels": [4]}, "augmentation": {"preset": "standard"},
                                           "training": {"epochs": 2, "batch_size": 16, "early_stopping": {"patience": 1}})")};
        QStringList missing, english, unrecognised;
        int lines = 0;
        for (const core::Config& c : configs) {
            MessageSink sink;
            core::Session session(c, sink);
            session.start();
            QCOMPARE(session.wait(), int(core::ExitSuccess));
            // The report in Chinese (core's catalogue, compiled from the same .ts) carries the run's
            // recorded reasons as the window shows them; in English, as the log says them.
            const core::RunReport report = core::loadRunReport(sink.finished.runDir);
            const std::string reason = ui::engineText(sink.started.precisionReason).toStdString();
            QVERIFY(core::reportHtml(report, core::ReportHtmlOptions{false, "en"}).find(reason) == std::string::npos);
            QVERIFY2(core::reportHtml(report, core::ReportHtmlOptions{false, "zh_CN"}).find(core::htmlEscape(reason)) != std::string::npos, reason.c_str());
            // Chinese has no spaces between words: a space between two Chinese characters in the
            // report's text means a sentence was joined in English word order.
            const QString zhText = QString::fromStdString(core::reportHtml(report, core::ReportHtmlOptions{false, "zh_CN"}))
                                       .remove(QRegularExpression(QStringLiteral("<[^>]*>")));
            const QRegularExpression joined(QStringLiteral("[\\x{4e00}-\\x{9fff}，。：（）] +[\\x{4e00}-\\x{9fff}，。：（）]"));
            for (auto it = joined.globalMatch(zhText); it.hasNext();)
                english << QStringLiteral("report: ") + it.next().captured(0);
            std::vector<core::Message> said{sink.started.precisionReason};
            for (const auto& e : sink.events) {
                if (e.message.id.empty())
                    english << QString::fromStdString(e.text);
                said.push_back(e.message);
            }
            for (const auto& m : said) {
                untranslated(translator, m, missing);
                const QString shown = ui::engineText(m);
                if (!hasChinese(shown) || joined.match(shown).hasMatch())
                    english << shown;
                ++lines;
            }
            // The run's files keep the messages as data: log.jsonl has every line the window was told,
            // the same message read back (so a run opened later shows the same Chinese), and so do the
            // summary's reasons and advice.
            const std::vector<core::LogRecord> recorded = core::readLog(sink.finished.runDir);
            std::vector<core::Message> told;
            for (const auto& e : sink.events)
                told.push_back(e.message);
            if (recorded.size() != told.size())
                unrecognised << QStringLiteral("log.jsonl has %1 records, the run said %2").arg(recorded.size()).arg(told.size());
            for (std::size_t i = 0; i < std::min(recorded.size(), told.size()); ++i) {
                if (ui::engineText(recorded[i].message) != ui::engineText(told[i]))
                    unrecognised << ui::engineText(recorded[i].message) + QStringLiteral(" ≠ ") + ui::engineText(told[i]);
            }
            const auto& summary = report.run.summary;
            QVERIFY(summary);
            QCOMPARE(ui::engineText(summary->precisionReason), ui::engineText(sink.started.precisionReason));
            for (const auto& a : summary->advice) {
                untranslated(translator, a, missing);
                if (!hasChinese(ui::engineText(a)))
                    english << ui::engineText(a);
            }
        }
        QVERIFY2(lines > 15, qPrintable(QString::number(lines)));
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in the catalogue:\n") + missing.join(QLatin1Char('\n'))));
        QVERIFY2(english.isEmpty(), qPrintable(QStringLiteral("shown in English:\n") + english.join(QLatin1Char('\n'))));
        QVERIFY2(unrecognised.isEmpty(), qPrintable(QStringLiteral("the run folder does not keep what the run said:\n") + unrecognised.join(QLatin1Char('\n'))));
    }

    // A config with the usual mistakes: each problem is a message the catalogue translates whole.
    void configProblemsAreTranslated()
    {
        using namespace lathe;
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/lathe_zh_CN.qm")));
        QCoreApplication::installTranslator(&translator);
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        const auto r = core::parseConfig(R"({"data": {"source": "csvv", "path": [], "splits": {"val": 0.9, "test": 0.1}},
                                             "model": {"kind": "cnn2d", "hiden": [4]},
                                             "training": {"epochs": "ten", "batch_size": 0, "optimizer": "sgd", "nesterov": true},
                                             "precision": {"amp": true}})",
                                         ".");
        QVERIFY(r.diagnostics.size() >= 6);
        QStringList missing;
        const QRegularExpression joined(QStringLiteral("[\\x{4e00}-\\x{9fff}，。：（）] +[\\x{4e00}-\\x{9fff}，。：（）]"));
        for (const auto& d : r.diagnostics) {
            untranslated(translator, d.message, missing);
            const QString shown = ui::engineText(d.message);
            QVERIFY2(hasChinese(shown), qPrintable(shown));
            QVERIFY2(!joined.match(shown).hasMatch(), qPrintable(shown)); // no sentence in English word order
            QVERIFY(shown != QString::fromStdString(d.message.text()));
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
        // Without a translator the English text comes back as it is.
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(ui::engineText(r.diagnostics.front().message), QString::fromStdString(r.diagnostics.front().message.text()));
    }

    // The form's tooltips: every field's documentation in the schema has its Chinese.
    void everyFieldDocIsTranslated()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/lathe_zh_CN.qm")));
        QStringList missing;
        int docs = 0;
        const std::function<void(const lathe::core::FieldSpec&)> walk = [&](const lathe::core::FieldSpec& f) {
            if (!f.doc.empty()) {
                ++docs;
                if (!hasChinese(translator.translate("lathe::core::FieldDocs", f.doc.c_str())))
                    missing << QString::fromStdString(f.doc);
            }
            for (const auto& c : f.children)
                walk(c);
        };
        walk(lathe::core::configSchema());
        QVERIFY(docs > 100);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("untranslated field docs:\n") + missing.join(QLatin1Char('\n'))));
    }

    // Placeholders are filled once, in order, whatever the arguments hold.
    void templatesFillTheirPlaceholders()
    {
        using lathe::core::msg;
        QCOMPARE(msg("a %1 b %2 %1", "x%2", 7).text(), std::string("a x%2 b 7 x%2"));
        QCOMPARE(msg("%1 of %2%% %3", msg("batch %1", 5), "y").text(), std::string("batch 5 of y% "));
        QCOMPARE(lathe::core::exceptionMessage(lathe::core::MessageError(msg("no %1", "file"))).id, std::string("no %1"));
        QCOMPARE(lathe::core::exceptionMessage(std::runtime_error("plain")).value, std::string("plain"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
