// Config system: round trips, defaults, every class of bad input with its place, overrides, and the
// generated docs and JSON Schema staying in step with the schema table.

#include "config/config.h"
#include "config/jsonedit.h"
#include "config/configflat.h"
#include "config/movedpaths.h"
#include "config/schema.h"
#include "testutil.h"

#include <QtTest>

#include <filesystem>
#include <map>

using namespace lathe::core;

namespace {

QString toQ(const std::string& s)
{
    return QString::fromStdString(s);
}

// A minimal valid config pointing at a CSV file that exists in `dir`.
std::string minimalConfig(const QTemporaryDir& dir)
{
    lathe::test::writeFile(dir.filePath(QStringLiteral("d.csv")), "a,b,label\n1,2,x\n3,4,y\n");
    return R"({"version": 1, "data": {"path": "d.csv", "target": "label"}})";
}

} // namespace

class TestConfig : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Setting a field in a JSON text touches only that value, or adds one member in the object's
    // style; what cannot be done so says so.
    void jsonEditsTouchOnlyTheField()
    {
        const std::string text = "{\n  \"name\": \"caf\\u00e9 \\\"q\\\"\",\n  \"training\": {\"epochs\": 3, \"lr\": 1e-3},\n"
                                 "  \"model\": {\n    \"hidden\": [32,64]\n  },\n  \"empty\": {}\n}";
        const auto set = [&](const std::string& path, const Json& v) {
            const auto e = jsonSetEdit(text, path, v);
            return e ? applyEdit(text, *e) : std::string("<none>");
        };
        const auto replaced = [&](const std::string& from, const std::string& to) {
            std::string t = text;
            t.replace(t.find(from), from.size(), to);
            return t;
        };
        QCOMPARE(set("training.epochs", 10), replaced("\"epochs\": 3", "\"epochs\": 10"));
        QCOMPARE(set("model.hidden", Json::parse("[128, 64]")), replaced("[32,64]", "[128, 64]"));
        QCOMPARE(set("training.batch_size", 64), replaced("\"lr\": 1e-3}", "\"lr\": 1e-3, \"batch_size\": 64}"));
        QCOMPARE(set("model.kind", "cnn1d"), replaced("[32,64]\n", "[32,64],\n    \"kind\": \"cnn1d\"\n"));
        QCOMPARE(set("loader.workers", 2), replaced("\"empty\": {}\n", "\"empty\": {},\n  \"loader\": {\"workers\": 2}\n"));
        QCOMPARE(set("empty.x", true), replaced("\"empty\": {}", "\"empty\": {\"x\": true}"));
        QCOMPARE(set("name", "b"), replaced("\"caf\\u00e9 \\\"q\\\"\"", "\"b\""));
        for (const auto& path : {"training.epochs", "model.hidden", "training.batch_size", "model.kind", "loader.workers"}) {
            const Json edited = Json::parse(set(path, 5));
            QCOMPARE(edited.at("name").get<std::string>(), std::string("caf\xc3\xa9 \"q\""));
        }
        QVERIFY(!jsonSetEdit(text, "training.epochs.x", 1));  // through a number
        QVERIFY(!jsonSetEdit("[1, 2]", "a", 1));              // not an object
        QVERIFY(!jsonSetEdit("{\"a\": 1,}", "a", 2));         // not JSON
        QCOMPARE(inlineJson(Json::parse(R"({"enabled": true, "patience": [3, 4]})")), std::string(R"({"enabled": true, "patience": [3, 4]})"));
    }

    // Save As into another folder: each relative path finds the same files from there; absolute ones,
    // and folders that share nothing below the root, are written absolute.
    void pathsFollowAConfigSavedElsewhere()
    {
        QTemporaryDir dir;
        const std::filesystem::path root = dir.path().toStdString();
        const Json doc = Json::parse(R"({"data": {"path": ["data/a*.csv", "/abs/b.csv"], "test_path": "t.csv", "target": "y"},
                                         "output": {"runs_dir": "runs"}})");
        const auto edits = pathsMovedTo(doc, root / "proj", root / "other" / "deep");
        std::map<std::string, Json> byKey(edits.begin(), edits.end());
        QCOMPARE(byKey.size(), std::size_t(3));
        QCOMPARE(byKey.at("data.path"), Json::parse(R"(["../../proj/data/a*.csv", "/abs/b.csv"])"));
        QCOMPARE(byKey.at("data.test_path"), Json("../../proj/t.csv"));
        QCOMPARE(byKey.at("output.runs_dir"), Json("../../proj/runs"));
        QVERIFY(pathsMovedTo(doc, root / "proj", root / "proj").empty()); // the same folder: nothing
        // Nothing shared below the root: absolute.
        const auto far = pathsMovedTo(Json::parse(R"({"data": {"path": "d.csv"}})"), root / "proj", "/");
        QCOMPARE(far.size(), std::size_t(1));
        QCOMPARE(far.front().second, Json((root / "proj" / "d.csv").string()));
        // A "$schema" note naming a file moves with them; an address does not; a new config from a
        // template names it absolutely, as its data.
        const Json noted = Json::parse(R"({"$schema": "../schema/c.json", "data": {"path": "d.csv"}})");
        const auto withNote = pathsMovedTo(noted, root / "proj", root / "other" / "deep");
        const std::map<std::string, Json> notedByKey(withNote.begin(), withNote.end());
        QCOMPARE(notedByKey.at("$schema"), Json("../../schema/c.json"));
        QCOMPARE(pathsMovedTo(Json::parse("{\"$schema\": \"https://x.org/c.json\"}"), root / "proj", root / "other").size(), std::size_t(0));
        QCOMPARE(withAbsolutePaths(noted, root / "proj")["$schema"], Json((root / "schema" / "c.json").string()));
    }

    void defaultsAreComplete()
    {
        const Json d = defaultConfigJson();
        QCOMPARE(d.at("version").get<int>(), 1);
        QVERIFY(d.at("training").contains("batch_size"));
        QCOMPARE(d.at("precision").at("amp").get<std::string>(), std::string("auto"));
        // The finder's trials: 60 steps, measured against 30 (docs/benchmarks.md, 2026-12-03); the typed
        // config's own default says the same.
        QCOMPARE(d.at("lr_finder").at("verify_steps").get<int>(), 60);
        QCOMPARE(Config{}.lrFinder.verifySteps, 60);
        // Defaults validate cleanly against the schema (apart from the empty data path).
        Diagnostics diags;
        validateAndFill(d, diags);
        QVERIFY2(diags.empty(), diags.empty() ? "" : diags.front().message.text().c_str());
    }

    void roundTripIsStable()
    {
        QTemporaryDir dir;
        const auto first = parseConfig(minimalConfig(dir), dir.path().toStdString());
        QVERIFY(first.config);
        const std::string saved = configToText(first.config->json);
        const auto second = parseConfig(saved, dir.path().toStdString());
        QVERIFY(second.config);
        QCOMPARE(toQ(configToText(second.config->json)), toQ(saved));
        // Fields keep the schema's order, version first.
        QVERIFY(saved.find("\"version\"") < saved.find("\"data\""));
        QVERIFY(saved.find("\"data\"") < saved.find("\"training\""));
    }

    void saveAndLoadFile()
    {
        QTemporaryDir dir;
        const auto r = parseConfig(minimalConfig(dir), dir.path().toStdString());
        QVERIFY(r.config);
        Json doc = r.config->json;
        doc["training"]["epochs"] = 7;
        const auto file = dir.filePath(QStringLiteral("saved.json")).toStdString();
        saveConfigFile(doc, file);
        const auto loaded = loadConfigFile(file);
        QVERIFY(loaded.config);
        QCOMPARE(loaded.config->training.epochs, 7);
        QCOMPARE(loaded.config->data.target, std::vector<std::string>{"label"});
        QVERIFY(!QFile::exists(QString::fromStdString(file + ".tmp")));
    }

    // A config saved as GBK (Notepad on a Chinese Windows) loads, with a warning that says so; text
    // in neither UTF-8 nor GB18030 is an error at its line and column, not the JSON parser's.
    void gbkConfigLoadsAndOtherEncodingsSayWhere()
    {
        QTemporaryDir dir;
        const QString gbk = lathe::test::writeFile(dir.filePath(QStringLiteral("gbk.json")),
                                                   QByteArray("{\n  \"name\": \"\xCC\xEC\xC6\xF8\",\n  \"data\": {\"path\": \"x.csv\", \"target\": \"y\"}\n}\n"));
        const auto loaded = loadConfigFile(gbk.toStdString(), false);
        QVERIFY(loaded.config);
        QCOMPARE(loaded.config->name, std::string("天气"));
        QVERIFY(!loaded.diagnostics.empty());
        QCOMPARE(loaded.diagnostics.front().severity, Diagnostic::Severity::Warning);
        QVERIFY2(loaded.diagnostics.front().message.text().find("GB18030") != std::string::npos, loaded.diagnostics.front().message.text().c_str());

        const QString western = lathe::test::writeFile(dir.filePath(QStringLiteral("western.json")),
                                                       QByteArray("{\n  \"name\": \"caf\xE9\"\n}\n"));
        const auto refused = loadConfigFile(western.toStdString(), false);
        QVERIFY(!refused.config);
        QCOMPARE(refused.diagnostics.size(), std::size_t(1));
        QCOMPARE(refused.diagnostics.front().line, 2);
        QCOMPARE(refused.diagnostics.front().column, 15);
        QVERIFY2(refused.diagnostics.front().message.text().find("neither UTF-8 nor GB18030") != std::string::npos,
                 refused.diagnostics.front().message.text().c_str());
    }

    // A config Notepad saved as "Unicode" (UTF-16 with its mark, either byte order) loads, with a
    // warning that says so; one cut inside a character is an error naming the byte.
    void utf16ConfigLoads()
    {
        QTemporaryDir dir;
        const QString json = QStringLiteral("{\r\n  \"name\": \"天气😀\",\r\n  \"data\": {\"path\": \"x.csv\", \"target\": \"y\"}\r\n}\r\n");
        for (const bool big : {false, true}) {
            const QByteArray bytes = lathe::test::utf16Bytes(json, big);
            const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("unicode.json")), bytes);
            const auto loaded = loadConfigFile(file.toStdString(), false);
            QVERIFY(loaded.config);
            QCOMPARE(loaded.config->name, std::string("天气😀"));
            QCOMPARE(loaded.diagnostics.front().severity, Diagnostic::Severity::Warning);
            QVERIFY2(loaded.diagnostics.front().message.text().find("is UTF-16 text, read as such") != std::string::npos,
                     loaded.diagnostics.front().message.text().c_str());
            lathe::test::writeFile(file, bytes.chopped(1));
            const auto cut = loadConfigFile(file.toStdString(), false);
            QVERIFY(!cut.config);
            QVERIFY2(cut.diagnostics.front().message.text().find("is UTF-16 text that does not decode at byte " + std::to_string(bytes.size() - 1)) // the cut unit's
                         != std::string::npos,
                     cut.diagnostics.front().message.text().c_str());
        }
    }

    // A config saved as "UTF-8 with BOM" (Notepad): its errors keep their lines and columns and a key
    // given twice is still said (the mark once put every error at 1:1 and hid repeated keys).
    void utf8BomKeepsPositions()
    {
        QTemporaryDir dir;
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("bom.json")),
                                                    QByteArray("\xEF\xBB\xBF{\n  \"data\": {\"path\": \"x.csv\", \"target\": \"y\"},\n"
                                                               "  \"training\": {\"epochs\": 2, \"epochs\": 3, \"lr\": \"fast\"}\n}\n"));
        const auto loaded = loadConfigFile(file.toStdString(), false);
        QVERIFY(!loaded.config);
        bool lr = false, twice = false;
        for (const Diagnostic& d : loaded.diagnostics) {
            lr = lr || (d.path == "training.lr" && d.line == 3 && d.column == 48);
            twice = twice || (d.message.text().find("given twice") != std::string::npos && d.line == 3);
        }
        if (!lr || !twice)
            for (const Diagnostic& d : loaded.diagnostics)
                qWarning("got: %s", d.format("bom.json").c_str());
        QVERIFY(lr && twice);
    }

    void exampleConfigsAreValidAndStable_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(lathe::test::sourceDir() + QStringLiteral("/configs"));
        for (const auto& f : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
            QTest::addRow("%s", qPrintable(f)) << dir.filePath(f);
    }

    void exampleConfigsAreValidAndStable()
    {
        QFETCH(QString, file);
        // Data files of the examples may live in packages not installed here: check structure only.
        const auto r = loadConfigFile(file.toStdString(), /*checkFiles=*/false);
        for (const auto& d : r.diagnostics)
            qWarning("%s", d.format(file.toStdString()).c_str());
        QVERIFY(r.config);
        const auto again = parseConfig(configToText(r.config->json), r.config->baseDir, false);
        QVERIFY(again.config);
        QCOMPARE(toQ(configToText(again.config->json)), toQ(configToText(r.config->json)));
    }

    void badConfig_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");

        // Each kind of syntax error in a sentence of its own (translatable), never nlohmann's English.
        QTest::addRow("syntax: missing comma") << QStringLiteral("{\n  \"version\": 1\n  \"name\": \"x\"\n}")
                                               << QString() << QStringLiteral("invalid JSON: a comma is missing before \"name\"") << 3 << 3;
        QTest::addRow("syntax: missing comma in a list") << QStringLiteral("{\"model\": {\"hidden\": [64 32]}}")
                                                         << QString() << QStringLiteral("invalid JSON: a comma is missing before 32") << 1 << 26;
        QTest::addRow("syntax: trailing comma") << QStringLiteral("{\n  \"name\": \"x\",\n}")
                                                << QString() << QStringLiteral("invalid JSON: a comma before }: JSON allows no comma after the last item") << 3 << 1;
        QTest::addRow("syntax: trailing comma in a list") << QStringLiteral("{\"model\": {\"hidden\": [64, 32, ]}}")
                                                          << QString() << QStringLiteral("a comma before ]") << 1 << 31;
        QTest::addRow("syntax: empty file") << QString() << QString() << QStringLiteral("invalid JSON: the text ends before the JSON is complete") << 1 << 1;
        QTest::addRow("syntax: cut short") << QStringLiteral("{\n  \"name\": \"x\",\n") << QString()
                                           << QStringLiteral("the text ends before the JSON is complete") << 0 << 0;
        QTest::addRow("syntax: comment") << QStringLiteral("{\n  // the demo\n  \"name\": \"x\"\n}")
                                         << QString() << QStringLiteral("invalid JSON: comments are not allowed in JSON") << 2 << 3;
        QTest::addRow("syntax: single quotes") << QStringLiteral("{'name': 'x'}")
                                               << QString() << QStringLiteral("strings need double quotes (\"), not single quotes") << 1 << 2;
        QTest::addRow("syntax: bare key") << QStringLiteral("{name: \"x\"}")
                                          << QString() << QStringLiteral("a key needs double quotes: name") << 1 << 2;
        QTest::addRow("syntax: bare word") << QStringLiteral("{\"name\": demo}")
                                           << QString() << QStringLiteral("demo is not a JSON value: text needs double quotes") << 1 << 10;
        QTest::addRow("syntax: Python's True") << QStringLiteral("{\"data\": {\"shuffle\": True}}")
                                               << QString() << QStringLiteral("True is not JSON: write true, false or null in lower case") << 1 << 22;
        QTest::addRow("syntax: NaN") << QStringLiteral("{\"training\": {\"lr\": NaN}}")
                                     << QString() << QStringLiteral("NaN is not a JSON number") << 1 << 21;
        QTest::addRow("syntax: leading zero") << QStringLiteral("{\"training\": {\"epochs\": 05}}")
                                              << QString() << QStringLiteral("05 is not a JSON number") << 1 << 25;
        QTest::addRow("syntax: missing colon") << QStringLiteral("{\"name\" \"x\"}")
                                               << QString() << QStringLiteral("a colon (:) is missing after the key") << 1 << 0;
        QTest::addRow("syntax: missing value") << QStringLiteral("{\"name\": }")
                                               << QString() << QStringLiteral("a value is missing before }") << 1 << 10;
        QTest::addRow("syntax: text after the end") << QStringLiteral("{\"name\": \"x\"}}")
                                                    << QString() << QStringLiteral("more text after the end of the JSON document: }") << 1 << 0;
        QTest::addRow("syntax: Windows path") << QStringLiteral("{\"data\": {\"path\": \"C:\\data\\x.csv\"}}")
                                              << QString() << QStringLiteral("write a Windows path with / or with \\\\") << 1 << 0;
        QTest::addRow("syntax: line break in a string") << QStringLiteral("{\"name\": \"x\ny\"}")
                                                        << QString() << QStringLiteral("a line break or tab inside a string: write it as \\n or \\t") << 0 << 0;
        QTest::addRow("syntax: control character in a string") << QStringLiteral("{\"name\": \"x\x01y\"}")
                                                               << QString() << QStringLiteral("an invisible control character (U+0001) inside a string: delete it") << 1 << 0;
        QTest::addRow("syntax: lone surrogate") << QStringLiteral("{\"name\": \"x\\ud800\"}")
                                                << QString() << QStringLiteral("a \\u escape in a string is half of a character") << 1 << 0;
        QTest::addRow("syntax: no closing quote") << QStringLiteral("{\"name\": \"x}")
                                                  << QString() << QStringLiteral("a string has no closing quote") << 1 << 0;
        // Found by fuzzing: a number a double cannot hold escaped as an exception instead of a problem.
        QTest::addRow("number out of range") << QStringLiteral("{\n  \"name\": \"x\",\n  \"training\": {\"lr\": 1e999}\n}")
                                             << QString() << QStringLiteral("invalid JSON: the number 1e999 is out of range") << 3 << 22;
        QTest::addRow("top level array") << QStringLiteral("[1, 2]") << QString() << QStringLiteral("expected a JSON object") << 1 << 1;
        QTest::addRow("unknown version") << QStringLiteral("{\n  \"version\": 2\n}") << QStringLiteral("version")
                                         << QStringLiteral("unsupported config version 2") << 2 << 14;
        QTest::addRow("wrong type") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"},\n"
                                                      " \"training\": {\"epochs\": \"ten\"}}")
                                    << QStringLiteral("training.epochs")
                                    << QStringLiteral("expected an integer between 1 and 1000000, found string \"ten\"") << 2 << 25;
        QTest::addRow("float for integer") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"training\": {\"epochs\": 2.5}}")
                                           << QStringLiteral("training.epochs") << QStringLiteral("found number 2.5") << 1 << 0;
        QTest::addRow("out of range") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"training\": {\"lr\": -1}}")
                                      << QStringLiteral("training.lr") << QStringLiteral("expected a value between 1e-09 and 10, found -1") << 1 << 0;
        QTest::addRow("unknown key with hint") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"},\n \"training\": {\"epoch\": 3}}")
                                               << QStringLiteral("training.epoch") << QStringLiteral("unknown key \"epoch\" (did you mean \"epochs\"?)") << 2 << 15;
        QTest::addRow("unknown group with hint") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"preciison\": {}}")
                                                 << QStringLiteral("preciison") << QStringLiteral("did you mean \"precision\"?") << 1 << 0;
        QTest::addRow("bad enum with hint") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"precision\": {\"amp\": \"bf61\"}}")
                                            << QStringLiteral("precision.amp") << QStringLiteral("did you mean \"bf16\"?") << 1 << 0;
        QTest::addRow("batch size word") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"training\": {\"batch_size\": \"big\"}}")
                                         << QStringLiteral("training.batch_size") << QStringLiteral("or \"auto\", found string \"big\"") << 1 << 0;
        QTest::addRow("lr word") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"training\": {\"lr\": \"fast\"}}")
                                 << QStringLiteral("training.lr") << QStringLiteral("or \"auto\", found string \"fast\"") << 1 << 0;
        QTest::addRow("lr finder range") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"lr_finder\": {\"start_lr\": 0.1, \"end_lr\": 0.01}}")
                                         << QStringLiteral("lr_finder.end_lr") << QStringLiteral("must be larger than lr_finder.start_lr (0.1)") << 1 << 0;
        QTest::addRow("missing data file") << QStringLiteral("{\"data\": {\"path\": \"nowhere.csv\", \"target\": \"label\"}}")
                                           << QStringLiteral("data.path") << QStringLiteral("no file or folder matches \"nowhere.csv\"") << 1 << 19;
        QTest::addRow("missing target") << QStringLiteral("{\"data\": {\"path\": \"d.csv\"}}")
                                        << QStringLiteral("data.target") << QStringLiteral("required for source \"csv\"") << 1 << 0;
        QTest::addRow("idx without labels") << QStringLiteral("{\"data\": {\"source\": \"idx\", \"path\": \"d.csv\"}}")
                                            << QStringLiteral("data.labels_path") << QStringLiteral("required for source \"idx\"") << 1 << 0;
        QTest::addRow("cnn on tabular") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"model\": {\"kind\": \"cnn2d\"}}")
                                        << QStringLiteral("model.kind") << QStringLiteral("needs image data") << 1 << 0;
        QTest::addRow("hidden not a list") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"model\": {\"hidden\": 64}}")
                                           << QStringLiteral("model.hidden") << QStringLiteral("expected an array of integers between 1 and 1000000, found number 64 (write [64] for a list of one)") << 1 << 0;
        QTest::addRow("hidden item") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"model\": {\"hidden\": [64, 0]}}")
                                     << QStringLiteral("model.hidden[1]") << QStringLiteral("found 0") << 1 << 0;
        QTest::addRow("schedule entry") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"augmentation\": {\"schedule\": [{\"from_epoch\": 1, \"presett\": \"strong\"}]}}")
                                        << QStringLiteral("augmentation.schedule[0].presett") << QStringLiteral("did you mean \"preset\"?") << 1 << 0;
        QTest::addRow("group not an object") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"device\": \"cuda\"}")
                                             << QStringLiteral("device") << QStringLiteral("expected an object, found string \"cuda\"") << 1 << 0;
        QTest::addRow("group given null") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"training\": null}")
                                          << QStringLiteral("training") << QStringLiteral("expected an object, found null") << 1 << 0;
        // A value just over its bound is shown as written, not rounded onto the bound.
        QTest::addRow("just over a bound") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"model\": {\"dropout\": 0.9500001}}")
                                           << QStringLiteral("model.dropout") << QStringLiteral("between 0 and 0.95, found 0.9500001") << 1 << 0;
        QTest::addRow("feature twice") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\",\n \"features\": [\"x\", \"y\", \"x\"]}}")
                                       << QStringLiteral("data.features") << QStringLiteral("\"x\" is listed twice") << 2 << 0;
        QTest::addRow("category twice") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\", \"categorical\": [\"c\", \"c\"]}}")
                                        << QStringLiteral("data.categorical") << QStringLiteral("\"c\" is listed twice") << 1 << 0;
        QTest::addRow("target twice") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": [\"label\", \"label\"]}}")
                                      << QStringLiteral("data.target") << QStringLiteral("\"label\" is listed twice") << 1 << 0;
        QTest::addRow("a file twice in data.path") << QStringLiteral("{\"data\": {\"path\": [\"d.csv\", \"./d.csv\"], \"target\": \"label\"}}")
                                                   << QStringLiteral("data.path") << QStringLiteral("is matched twice (by \"d.csv\" and \"./d.csv\"): its rows would be read twice") << 1 << 0;
        QTest::addRow("nested too deep") << (QStringLiteral("{\"a\": ") + QString(50000, QLatin1Char('[')) + QString(50000, QLatin1Char(']')) + QStringLiteral("}"))
                                         << QString() << QStringLiteral("invalid JSON: nested more than 256 levels deep") << 1 << 262;
        QTest::addRow("an MLP's batch of one") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\"}, \"training\": {\"batch_size\": 1}}")
                                               << QStringLiteral("training.batch_size") << QStringLiteral("the MLP's batch normalisation needs 2 samples a batch at least") << 1 << 0;
        QTest::addRow("splits leave nothing") << QStringLiteral("{\"data\": {\"path\": \"d.csv\", \"target\": \"label\", \"splits\": {\"val\": 0.5, \"test\": 0.45}}}")
                                              << QStringLiteral("data.splits") << QStringLiteral("almost no training data") << 1 << 0;
    }

    void badConfig()
    {
        QFETCH(QString, text);
        QFETCH(QString, path);
        QFETCH(QString, message);
        QFETCH(int, line);
        QFETCH(int, column);
        QTemporaryDir dir;
        minimalConfig(dir); // creates d.csv
        const auto r = parseConfig(text.toStdString(), dir.path().toStdString());
        QVERIFY(!r.config);
        const auto it = std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [&](const Diagnostic& d) {
            return d.isError() && toQ(d.path) == path && toQ(d.message.text()).contains(message);
        });
        if (it == r.diagnostics.end()) {
            for (const auto& d : r.diagnostics)
                qWarning("got: %s", d.format("config.json").c_str());
            QFAIL("expected diagnostic not reported");
        }
        if (line > 0)
            QCOMPARE(it->line, line);
        if (column > 0)
            QCOMPARE(it->column, column);
        QVERIFY(it->line > 0); // every error can be located in the file
    }

    // A category that data.features leaves out, or the target in data.categorical, would be ignored
    // without a word: a warning says so, and the config stays valid.
    void ignoredCategoriesAreWarned()
    {
        QTemporaryDir dir;
        minimalConfig(dir);
        const auto warnings = [&](const std::string& data) {
            const auto r = parseConfig(R"({"data": {"path": "d.csv", "target": "label", )" + data + "}}", dir.path().toStdString());
            QStringList out;
            for (const auto& d : r.diagnostics)
                out << (d.isError() ? QStringLiteral("error ") : QString()) + toQ(d.path + ": " + d.message.text());
            return out;
        };
        QCOMPARE(warnings(R"("features": ["x", "c"], "categorical": ["c", "shop"])"),
                 QStringList{QStringLiteral("data.categorical: ignored for \"shop\": data.features leaves that column out")});
        QCOMPARE(warnings(R"("categorical": ["label"])"),
                 QStringList{QStringLiteral("data.categorical: ignored for the target column \"label\": its values are the classes or the numbers to predict")});
        QCOMPARE(warnings(R"("categorical": ["c"])"), QStringList{}); // every column but the target is a feature
    }

    // A validation metric watched without a validation split was judged on train_loss without a word.
    void aValidationMetricWithoutAValidationSplitIsWarned()
    {
        QTemporaryDir dir;
        minimalConfig(dir);
        const auto warnings = [&](const std::string& rest) {
            const auto r = parseConfig(R"({"data": {"path": "d.csv", "target": "label", "splits": {"val": 0}}, )" + rest + "}", dir.path().toStdString());
            QStringList out;
            for (const auto& d : r.diagnostics)
                out << (d.isError() ? QStringLiteral("error ") : QString()) + toQ(d.path + ": " + d.message.text());
            return out;
        };
        QCOMPARE(warnings(R"("training": {"early_stopping": {"enabled": true, "metric": "val_accuracy"}})"),
                 QStringList{QStringLiteral("training.early_stopping.metric: \"val_accuracy\" is a validation metric and data.splits.val is 0: "
                                            "train_loss is judged instead")});
        QCOMPARE(warnings(R"("output": {"checkpoint": {"metric": "val_accuracy"}})"),
                 QStringList{QStringLiteral("output.checkpoint.metric: \"val_accuracy\" is a validation metric and data.splits.val is 0: "
                                            "train_loss is judged instead")});
        QCOMPARE(warnings("\"name\": \"x\""), QStringList{}); // early stopping off, the default checkpoint metric: nothing asked
    }

    // A labels file beside a table (where the target is a column) was accepted and never read: said,
    // and not looked for on disk.
    void labelsFilesOutsideIdxAreWarned()
    {
        QTemporaryDir dir;
        minimalConfig(dir);
        const auto r = parseConfig(R"({"data": {"path": "d.csv", "target": "label", "labels_path": "nowhere.idx",
                                              "test_labels_path": "t.idx"}})",
                                   dir.path().toStdString());
        QStringList out;
        for (const auto& d : r.diagnostics)
            out << (d.isError() ? QStringLiteral("error ") : QString()) + toQ(d.path + ": " + d.message.text());
        QCOMPARE(out, (QStringList{QStringLiteral("data.labels_path: ignored: a labels file is read for source \"idx\" only (source is \"csv\")"),
                                   QStringLiteral("data.test_labels_path: ignored: a labels file is read for source \"idx\" only (source is \"csv\")")}));
    }

    // A key given twice keeps the last value, as JSON parsers do, and says so where the second stands.
    void aKeyGivenTwiceIsWarned()
    {
        QTemporaryDir dir;
        minimalConfig(dir);
        const auto r = parseConfig("{\"name\": \"a\", \"name\": \"b\", \"data\": {\"path\": \"d.csv\", \"target\": \"label\"},\n"
                                   " \"training\": {\"epochs\": 2,\n  \"epochs\": 3}}",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        QCOMPARE(r.config->name, std::string("b"));
        QCOMPARE(r.config->training.epochs, 3);
        QStringList out;
        for (const auto& d : r.diagnostics)
            out << toQ(d.format("c.json"));
        QCOMPARE(out.size(), 2);
        QVERIFY2(out[0].contains(QStringLiteral("c.json:1:")) && out[0].contains(QStringLiteral("name: given twice (also at line 1): this last value is used")),
                 qPrintable(out.join(QLatin1Char('\n'))));
        QVERIFY2(out[1].contains(QStringLiteral("c.json:3:3:")) && out[1].contains(QStringLiteral("training.epochs: given twice (also at line 2)")),
                 qPrintable(out.join(QLatin1Char('\n'))));
        // A repeated object is said once, not again for each of its keys.
        const auto again = parseConfig(R"({"data": {"path": "d.csv", "target": "x"}, "data": {"path": "d.csv", "target": "label"}})", dir.path().toStdString());
        QVERIFY(again.config);
        QCOMPARE(again.diagnostics.size(), std::size_t(1));
        QCOMPARE(again.diagnostics.front().path, std::string("data"));
    }

    // "$schema" (the JSON Schema VS Code checks the file with) and "//" comments are notes, not
    // settings: a valid config, no warning; the JSON Schema takes them too. "$schema" below the top,
    // or not a string, is refused.
    void annotationKeysAreNotes()
    {
        QTemporaryDir dir;
        minimalConfig(dir);
        // (Not a raw string: moc reads a "//" inside one as a comment.)
        const auto r = parseConfig("{\"$schema\": \"../resources/schema/config-v1.schema.json\", \"//\": \"the demo, smaller\",\n"
                                   " \"data\": {\"path\": \"d.csv\", \"target\": \"label\", \"// target\": \"the last column\"},\n"
                                   " \"training\": {\"//\": \"3 is enough\", \"epochs\": 3}}",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        QVERIFY2(r.diagnostics.empty(), r.diagnostics.empty() ? "" : r.diagnostics.front().format("c.json").c_str());
        QCOMPARE(r.config->training.epochs, 3);
        const auto bad = parseConfig(R"({"$schema": 3, "data": {"path": "d.csv", "target": "label", "$schema": "x"}})", dir.path().toStdString());
        QVERIFY(!bad.config);
        QStringList out;
        for (const auto& d : bad.diagnostics)
            out << toQ(d.format("c.json"));
        QVERIFY2(out.filter(QStringLiteral("$schema: expected a string (the address of a JSON Schema), found number 3")).size() == 1,
                 qPrintable(out.join(QLatin1Char('\n'))));
        QVERIFY2(out.filter(QStringLiteral("data.$schema: unknown key")).size() == 1, qPrintable(out.join(QLatin1Char('\n'))));
        // A note given twice is no "given twice: this last value is used" (nothing uses it).
        const auto twice = parseConfig("{\"//\": \"a\", \"//\": \"b\", \"training\": {\"// x\": 1, \"// x\": 2}, \"data\": {\"path\": \"d.csv\", \"target\": \"label\"}}",
                                       dir.path().toStdString());
        QVERIFY2(twice.config && twice.diagnostics.empty(), twice.diagnostics.empty() ? "" : twice.diagnostics.front().format("c.json").c_str());
        // Nor is a note a setting to compare or log as a hyperparameter.
        const auto flat = flattenConfig(Json::parse(R"({"$schema": "s.json", "training": {"epochs": 3}})"));
        QVERIFY(!flat.count("$schema") && flat.count("training.epochs"));
        const Json schema = jsonSchema();
        QCOMPARE(schema["properties"]["$schema"]["type"], Json("string"));
        QVERIFY(schema["properties"]["training"]["patternProperties"].contains("^//"));
    }

    // A held-out file that data.path also reads, or one file for validation and test, is a warning (the
    // config stays valid: evaluate --data may score the training file on purpose); a file twice in one
    // list is an error (badConfig).
    void heldOutFilesAlsoTrainedOnAreWarned()
    {
        QTemporaryDir dir;
        minimalConfig(dir);
        QFile::copy(dir.filePath(QStringLiteral("d.csv")), dir.filePath(QStringLiteral("e.csv")));
        const auto said = [&](const std::string& data) {
            const auto r = parseConfig(R"({"data": {"target": "label", )" + data + "}}", dir.path().toStdString());
            QStringList out;
            for (const auto& d : r.diagnostics)
                out << (d.isError() ? QStringLiteral("error ") : QString()) + toQ(d.path + ": " + d.message.text());
            return out;
        };
        QStringList out = said(R"("path": "*.csv", "test_path": "./d.csv")");
        QCOMPARE(out.size(), 1);
        QVERIFY2(out[0].startsWith(QStringLiteral("data.test_path: ")) && out[0].endsWith(QStringLiteral("d.csv is also in data.path: this split scores rows the model trained on")),
                 qPrintable(out.join(QLatin1Char('\n'))));
        out = said(R"("path": "d.csv", "val_path": "e.csv", "test_path": "e.csv")");
        QCOMPARE(out.size(), 1);
        QVERIFY2(out[0].startsWith(QStringLiteral("data.test_path: ")) && out[0].endsWith(QStringLiteral("e.csv is also data.val_path's: validation and test score the same rows")),
                 qPrintable(out.join(QLatin1Char('\n'))));
    }

    void reportsEveryProblem()
    {
        QTemporaryDir dir;
        const auto r = parseConfig(R"({"data": {"path": "d.csv", "targt": "x"},
            "training": {"epochs": 0, "lr": "fast", "optimiser": "sgd"}, "precision": {"amp": "fp8"}})",
                                   dir.path().toStdString());
        QVERIFY(!r.config);
        QStringList paths;
        for (const auto& d : r.diagnostics)
            paths << toQ(d.path);
        for (const char* expected : {"data.targt", "training.epochs", "training.lr", "training.optimiser", "precision.amp"})
            QVERIFY2(paths.contains(QLatin1String(expected)), expected);
    }

    void formatNamesFileLineAndColumn()
    {
        const Diagnostic d{Diagnostic::Severity::Error, "training.lr", Message::plain("bad"), 4, 9};
        QCOMPARE(toQ(d.format("c.json")), QStringLiteral("c.json:4:9: error: training.lr: bad"));
    }

    void overrides_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("error");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("value");
        QTest::addRow("int") << QStringLiteral("training.epochs=3") << QString() << QStringLiteral("/training/epochs") << QStringLiteral("3");
        QTest::addRow("float") << QStringLiteral("training.lr=0.01") << QString() << QStringLiteral("/training/lr") << QStringLiteral("0.01");
        QTest::addRow("auto") << QStringLiteral("training.batch_size=auto") << QString() << QStringLiteral("/training/batch_size") << QStringLiteral("\"auto\"");
        QTest::addRow("lr auto") << QStringLiteral("training.lr=auto") << QString() << QStringLiteral("/training/lr") << QStringLiteral("\"auto\"");
        QTest::addRow("enum") << QStringLiteral("precision.amp=bf16") << QString() << QStringLiteral("/precision/amp") << QStringLiteral("\"bf16\"");
        QTest::addRow("list") << QStringLiteral("model.hidden=32,16") << QString() << QStringLiteral("/model/hidden") << QStringLiteral("[32,16]");
        QTest::addRow("strings") << QStringLiteral("data.features=a,b") << QString() << QStringLiteral("/data/features") << QStringLiteral("[\"a\",\"b\"]");
        QTest::addRow("bool") << QStringLiteral("device.tf32=false") << QString() << QStringLiteral("/device/tf32") << QStringLiteral("false");
        QTest::addRow("unknown") << QStringLiteral("training.epoch=3") << QStringLiteral("did you mean \"training.epochs\"") << QString() << QString();
        QTest::addRow("no equals") << QStringLiteral("training.epochs") << QStringLiteral("not of the form") << QString() << QString();
        QTest::addRow("bad number") << QStringLiteral("training.lr=fast") << QStringLiteral("cannot read \"fast\"") << QString() << QString();
        QTest::addRow("group") << QStringLiteral("training=1") << QStringLiteral("is a group") << QString() << QString();
        // Quoted as JSON writes a string (a --grid value that holds a comma): the string itself.
        QTest::addRow("quoted word") << QStringLiteral("training.optimizer=\"sgd\"") << QString() << QStringLiteral("/training/optimizer")
                                     << QStringLiteral("\"sgd\"");
        QTest::addRow("quoted strings") << QStringLiteral("data.missing_markers=\"NA,N/A\",\"?\"") << QString()
                                        << QStringLiteral("/data/missing_markers") << QStringLiteral("[\"NA,N/A\",\"?\"]");
        QTest::addRow("a list of objects") << QStringLiteral("augmentation.schedule=[{\"from_epoch\": 3, \"preset\": \"strong\"}]") << QString()
                                           << QStringLiteral("/augmentation/schedule") << QStringLiteral("[{\"from_epoch\":3,\"preset\":\"strong\"}]");
        QTest::addRow("inside a list of objects") << QStringLiteral("augmentation.schedule.preset=strong")
                                                  << QStringLiteral("\"augmentation.schedule\" is a list of objects: set it whole as JSON") << QString() << QString();
        QTest::addRow("a list of objects not JSON") << QStringLiteral("augmentation.schedule=strong")
                                                    << QStringLiteral("a list of objects, written as a JSON array") << QString() << QString();
    }

    // A whole number written with a point (2.0, 1E2) is an integer, as the JSON Schema has it, and is
    // stored as one.
    void wholeNumbersAreIntegers()
    {
        QTemporaryDir dir;
        minimalConfig(dir);
        const auto r = parseConfig(R"({"data": {"path": "d.csv", "target": "label", "limit": 1E2}, "training": {"epochs": 2.0},
                                      "model": {"hidden": [16.0, 8]}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        QCOMPARE(r.config->training.epochs, 2);
        QCOMPARE(r.config->data.limit, std::int64_t(100));
        QCOMPARE(r.config->model.hidden, (std::vector<int>{16, 8}));
        QVERIFY(r.config->json.at("training").at("epochs").is_number_integer());
        QCOMPARE(QString::fromStdString(r.config->json.at("model").at("hidden").dump()), QStringLiteral("[16,8]"));
    }

    void overrides()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, error);
        QFETCH(QString, path);
        QFETCH(QString, value);
        Json doc = defaultConfigJson();
        const std::string e = applyOverride(doc, assignment.toStdString()).text();
        if (!error.isEmpty()) {
            QVERIFY2(toQ(e).contains(error), e.c_str());
            return;
        }
        QVERIFY2(e.empty(), e.c_str());
        QCOMPARE(toQ(doc.at(Json::json_pointer(path.toStdString())).dump()), value);
    }

    void shardsExpandInNumericOrder()
    {
        QTemporaryDir dir;
        for (const char* name : {"s_part10.csv", "s_part2.csv", "s_part1.csv"})
            lathe::test::writeFile(dir.filePath(QLatin1String(name)), "a\n1\n");
        Config c;
        c.baseDir = dir.path().toStdString();
        std::vector<std::string> missing;
        const auto files = expandPaths(c, {"s_part*.csv", "none_*.csv"}, &missing);
        QCOMPARE(files.size(), std::size_t(3));
        QCOMPARE(toQ(files[0].filename().string()), QStringLiteral("s_part1.csv"));
        QCOMPARE(toQ(files[1].filename().string()), QStringLiteral("s_part2.csv"));
        QCOMPARE(toQ(files[2].filename().string()), QStringLiteral("s_part10.csv"));
        QCOMPARE(missing, std::vector<std::string>{"none_*.csv"});
    }

    void docsAndSchemaFileAreCurrent()
    {
        // docs/config.md embeds the generated reference and configs/schema/config-v1.schema.json is the
        // generated JSON Schema: regenerate with `lathe-cli schema --markdown` / `lathe-cli schema`.
        QFile doc(lathe::test::sourceDir() + QStringLiteral("/docs/config.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        QVERIFY2(text.contains(toQ(markdownReference())), "docs/config.md is out of date: run scripts/update-generated.sh");
        QFile schema(lathe::test::sourceDir() + QStringLiteral("/resources/schema/config-v1.schema.json"));
        QVERIFY(schema.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(schema.readAll()), toQ(jsonSchema().dump(2) + "\n"));
    }
};

QTEST_GUILESS_MAIN(TestConfig)
#include "tst_config.moc"
