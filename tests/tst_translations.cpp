// The interface's translations: the compiled Chinese catalogue loads and translates; every message
// in translations/lathe_zh_CN.ts is finished (not "unfinished", not empty, numerus forms included);
// and no user-visible string in ui/ or app/gui is missing from it (lupdate run over the sources
// finds nothing the committed file lacks).

#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

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

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
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
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
