#include "tableparse.h"

#include "csvscan.h"

#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>

namespace lathe::core::tableparse {

namespace {

// Which column a cell is in, as the message names it.
enum class ColumnRole { Feature, Categorical, Target };

Message columnText(ColumnRole role, const std::string& name)
{
    switch (role) {
    case ColumnRole::Categorical:
        return msg("categorical column \"%1\"", name);
    case ColumnRole::Target:
        return msg("target column \"%1\"", name);
    case ColumnRole::Feature:
        break;
    }
    return msg("column \"%1\"", name);
}

// A blank around a field: a space, or a tab when tabs do not separate the fields.
bool blank(char c, char separator)
{
    return c == ' ' || (c == '\t' && separator != '\t');
}

// A line of empty cells only (",,,", a spreadsheet's emptied row): no value to read, and no row.
bool onlySeparators(std::string_view text, char separator)
{
    return std::all_of(text.begin(), text.end(), [&](char c) { return c == separator || blank(c, separator); });
}

// The common line, parsed in one pass with no field list: every number plain and present, no field
// quoted, no text cell missing. Appends the row and returns true; otherwise appends nothing and
// returns false, and parseLines' general path reads the line (and names what is wrong with it).
bool parseRowFast(std::string_view text, const Layout& layout, Part& out)
{
    const char* p = text.data();
    const char* const e = p + text.size();
    const std::size_t count = layout.fields.size();
    if (count == 0)
        return false;
    const char separator = layout.separator;
    const std::size_t row = out.numbers.size(), targetRow = out.targets.size(), textRow = out.texts.size();
    out.numbers.resize(row + layout.featureAt.size());
    out.targets.resize(targetRow + (layout.classification ? 0 : layout.targetAt.size()));
    out.texts.resize(textRow + layout.texts); // in the general path's order: categories, then the label
    float* numbers = out.numbers.data() + row;
    float* targets = out.targets.data() + targetRow;
    const auto undo = [&] {
        out.numbers.resize(row);
        out.targets.resize(targetRow);
        out.texts.resize(textRow);
        return false;
    };
    for (std::size_t f = 0; f < count; ++f) {
        if (f > 0) {
            if (p == e || *p != separator)
                return undo();
            ++p;
        }
        const Layout::Field field = layout.fields[f];
        if (field.role == Layout::Role::Number || field.role == Layout::Role::Target) {
            while (p != e && blank(*p, separator))
                ++p;
            double v = 0;
            const char* q = scanDecimal(p, e, v, layout.mark);
            if (q == nullptr || !(std::fabs(v) <= FLT_MAX)) // (NaN fails the comparison too)
                return undo();
            p = q;
            while (p != e && blank(*p, separator))
                ++p;
            (field.role == Layout::Role::Number ? numbers : targets)[field.slot] = static_cast<float>(v);
            continue;
        }
        const void* comma = std::memchr(p, separator, static_cast<std::size_t>(e - p));
        const char* fieldEnd = comma ? static_cast<const char*>(comma) : e;
        if (p != fieldEnd && *p == '"') // quoted: it may hold separators
            return undo();
        if (field.role == Layout::Role::Text) {
            const std::string_view cell = trimmedView(std::string_view(p, static_cast<std::size_t>(fieldEnd - p)));
            if ((*layout.missing)(cell))
                return undo();
            out.texts[textRow + static_cast<std::size_t>(field.slot)] = cell;
        }
        p = fieldEnd;
    }
    if (p != e) // more fields than the header
        return undo();
    out.lines.push_back(out.linesSeen);
    ++out.rows;
    return true;
}

} // namespace

std::string_view trimmedView(std::string_view s)
{
    const auto b = s.find_first_not_of(" \t");
    return b == std::string_view::npos ? std::string_view() : s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

// Parses the lines of `range` (whole lines; blank ones and those of only separators skipped) into `out`;
// stops at the first error.
void parseLines(std::string_view range, const Layout& layout, Part& out)
{
    constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
    const std::vector<std::string>& header = *layout.header;
    const std::size_t width = layout.featureAt.size();
    out.missingCells.assign(width, 0);
    std::vector<std::string_view> fields;
    std::string scratch;
    long long& line = out.linesSeen;
    const char* p = range.data();
    const char* const end = p + range.size();
    const auto fail = [&](Message message) {
        out.error = std::move(message);
        out.errorLine = line;
    };
    const auto missingText = [&](ColumnRole role, int field, std::string_view cell) {
        const Message column = columnText(role, header[static_cast<std::size_t>(field)]);
        return cell.empty() ? msg("%1 is empty; set data.missing to drop_rows, mean, median or most_frequent to go on", column)
                            : msg("%1 is missing (\"%2\"); set data.missing to drop_rows, mean, median or most_frequent to go on", column, cell);
    };
    // A number float32 holds, NaN for a missing cell; false (with out.error) for anything else.
    const auto number = [&](int field, ColumnRole role, float& value, std::int64_t* count) {
        const std::string_view cell = fields[static_cast<std::size_t>(field)];
        if ((*layout.missing)(cell)) {
            if (layout.failOnMissing) {
                fail(missingText(role, field, cell));
                return false;
            }
            if (count)
                ++*count;
            value = kNaN;
            return true;
        }
        double v = 0;
        const CellNumber read = parseCellNumber(cell, layout.mark, v);
        const bool parsed = read != CellNumber::None;
        if (read == CellNumber::Formatted) { // "1,234.5", "12.5%": counted, for the log
            auto& [cells, example, value] = out.formatted[field];
            if (cells++ == 0) {
                example = std::string(cell);
                value = v;
            }
        }
        if (parsed && std::fabs(v) <= FLT_MAX) { // (a NaN fails the comparison)
            value = static_cast<float>(v);
            return true;
        }
        const Message what = columnText(role, header[static_cast<std::size_t>(field)]);
        if (!parsed && role == ColumnRole::Feature)
            fail(msg("%1: \"%2\" is not a number (list the column in data.categorical if it holds categories)", what, cell));
        else if (!parsed)
            fail(msg("%1: \"%2\" is not a number", what, cell));
        else if (!std::isfinite(v))
            fail(msg("%1: value %2 is not finite", what, cell));
        else
            fail(msg("%1: %2 does not fit in float32 (which holds up to about 3.4e38)", what, cell));
        return false;
    };
    // A text cell kept for the codes: a view into the block, or a copy when it was unescaped.
    const auto keep = [&](std::string_view cell) {
        if (cell.data() >= range.data() && cell.data() < end)
            return cell;
        out.copies.emplace_back(cell);
        return std::string_view(out.copies.back());
    };
    while (p < end) {
        const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
        const char* lineEnd = nl ? static_cast<const char*>(nl) : end;
        std::string_view text(p, static_cast<std::size_t>(lineEnd - p));
        p = nl ? lineEnd + 1 : end;
        ++line;
        if (!text.empty() && text.back() == '\r')
            text.remove_suffix(1);
        if (parseRowFast(text, layout, out))
            continue;
        if (blankLine(text, layout.separator))
            continue;
        if (onlySeparators(text, layout.separator)) {
            if (out.emptyRows++ == 0)
                out.firstEmptyLine = line;
            continue;
        }
        if (!splitCsvFields(text, fields, scratch, layout.separator))
            return fail(msg("a quoted cell is not closed on its line: a row is one line, so a cell cannot hold a line break (as a spreadsheet "
                            "writes one for Alt+Enter); remove the line breaks from the cells, or close the quote"));
        if (fields.size() != header.size())
            return fail(msg("expected %1 fields as in the header, found %2", header.size(), fields.size()));
        const std::size_t row = out.numbers.size();
        out.numbers.resize(row + width);
        for (std::size_t i = 0; i < width; ++i) {
            const int field = layout.featureAt[i];
            if (!layout.categorical[i]) {
                if (!number(field, ColumnRole::Feature, out.numbers[row + i], &out.missingCells[i]))
                    return;
                continue;
            }
            const std::string_view cell = fields[static_cast<std::size_t>(field)];
            if ((*layout.missing)(cell)) {
                if (layout.failOnMissing)
                    return fail(missingText(ColumnRole::Categorical, field, cell));
                ++out.missingCells[i];
                out.texts.emplace_back();
            } else {
                out.texts.push_back(keep(cell));
            }
        }
        if (layout.classification) {
            const std::string_view label = fields[static_cast<std::size_t>(layout.targetAt.at(0))];
            if ((*layout.missing)(label)) {
                if (layout.failOnMissing)
                    return fail(missingText(ColumnRole::Target, layout.targetAt.at(0), label));
                out.texts.emplace_back();
            } else {
                out.texts.push_back(keep(label));
            }
        } else {
            for (const int field : layout.targetAt) {
                float v = 0;
                if (!number(field, ColumnRole::Target, v, nullptr))
                    return;
                out.targets.push_back(v);
            }
        }
        out.lines.push_back(line);
        ++out.rows;
    }
}


} // namespace lathe::core::tableparse
