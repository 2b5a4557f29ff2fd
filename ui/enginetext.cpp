#include "enginetext.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <string>
#include <vector>

namespace lathe::ui {

namespace {
std::string translated(const core::Message& m)
{
    if (m.id.empty()) {
        std::string out = m.value;
        for (const auto& a : m.args)
            out += translated(a);
        return out;
    }
    std::vector<std::string> args;
    args.reserve(m.args.size());
    for (const auto& a : m.args)
        args.push_back(translated(a));
    const QString templ = QCoreApplication::translate("lathe::core::Messages", m.id.c_str());
    return core::fillTemplate(templ.toStdString(), args);
}
} // namespace

QString engineText(const core::Message& message)
{
    return QString::fromStdString(translated(message));
}

QString engineText(const std::exception& e)
{
    return engineText(core::exceptionMessage(e));
}

namespace {

// A template as a whole-text pattern: its literal parts escaped, each placeholder a lazy group (a
// placeholder used twice must match the same text twice).
struct Pattern {
    const char* id;
    QRegularExpression re;
    std::vector<int> groupOfArg; // placeholder n (0-based) -> capture group, -1 when unused
    int literalLetters = 0;      // how specific it is
};

const std::vector<Pattern>& patterns()
{
    static const std::vector<Pattern> all = [] {
        std::vector<Pattern> out;
        for (const char* id : engineTemplates()) {
            const QString t = QString::fromUtf8(id);
            Pattern p{id, {}, {}, 0};
            QString re = QStringLiteral("^");
            int group = 0;
            for (int i = 0; i < t.size(); ++i) {
                if (t[i] == QLatin1Char('%') && i + 1 < t.size() && t[i + 1] >= QLatin1Char('1') && t[i + 1] <= QLatin1Char('9')) {
                    const int n = t[i + 1].unicode() - '1';
                    if (static_cast<int>(p.groupOfArg.size()) <= n)
                        p.groupOfArg.resize(n + 1, -1);
                    if (p.groupOfArg[n] < 0) {
                        p.groupOfArg[n] = ++group;
                        re += QStringLiteral("(.*?)");
                    } else {
                        re += QStringLiteral("\\%1").arg(p.groupOfArg[n]);
                    }
                    ++i;
                } else if (t[i] == QLatin1Char('%') && i + 1 < t.size() && t[i + 1] == QLatin1Char('%')) {
                    re += QStringLiteral("%");
                    ++i;
                } else {
                    re += QRegularExpression::escape(QString(t[i]));
                    if (t[i].isLetter())
                        ++p.literalLetters;
                }
            }
            // Templates of placeholders and punctuation ("%1: %2") would match anything.
            if (p.literalLetters < 3)
                continue;
            p.re = QRegularExpression(re + QStringLiteral("$"), QRegularExpression::DotMatchesEverythingOption);
            out.push_back(std::move(p));
        }
        std::stable_sort(out.begin(), out.end(), [](const Pattern& a, const Pattern& b) { return a.literalLetters > b.literalLetters; });
        return out;
    }();
    return all;
}

core::Message recognise(const QString& text, int depth)
{
    if (depth > 0 && !text.isEmpty()) {
        for (const Pattern& p : patterns()) {
            const QRegularExpressionMatch m = p.re.match(text);
            if (!m.hasMatch())
                continue;
            core::Message out;
            out.id = p.id;
            for (int g : p.groupOfArg)
                out.args.push_back(g < 0 ? core::Message() : recognise(m.captured(g), depth - 1));
            return out;
        }
    }
    return core::Message::plain(text.toStdString());
}

} // namespace

core::Message recordedMessage(const std::string& english)
{
    return recognise(QString::fromStdString(english), 4);
}

QString recordedText(const std::string& english)
{
    return engineText(recordedMessage(english));
}

} // namespace lathe::ui
