#include "catalogue.h"

#include <algorithm>

namespace lathe::core {

namespace catalogue_data {
extern const CatalogueEntry k_zh_CN[];
extern const std::size_t k_zh_CN_size;
} // namespace catalogue_data

namespace {

struct Table {
    std::string_view language;
    const CatalogueEntry* entries;
    std::size_t size;
};

const std::vector<Table>& tables()
{
    static const std::vector<Table> all{{"zh_CN", catalogue_data::k_zh_CN, catalogue_data::k_zh_CN_size}};
    return all;
}

const Table* tableFor(std::string_view language)
{
    for (const Table& t : tables()) {
        if (t.language == language)
            return &t;
    }
    return nullptr;
}

std::string_view lookup(const Table& table, std::string_view source)
{
    const CatalogueEntry* end = table.entries + table.size;
    const CatalogueEntry* it = std::lower_bound(table.entries, end, source, [](const CatalogueEntry& e, std::string_view s) {
        return std::string_view(e.source) < s;
    });
    return it != end && it->source == source ? std::string_view(it->translation) : source;
}

std::string render(const Message& m, const Table* table)
{
    if (m.id.empty()) {
        std::string out = m.value;
        for (const auto& a : m.args)
            out += render(a, table);
        return out;
    }
    std::vector<std::string> args;
    args.reserve(m.args.size());
    for (const auto& a : m.args)
        args.push_back(render(a, table));
    return fillTemplate(table ? lookup(*table, m.id) : std::string_view(m.id), args);
}

} // namespace

std::string translate(const Message& message, std::string_view language)
{
    return render(message, tableFor(language));
}

std::vector<std::string> catalogueLanguages()
{
    std::vector<std::string> languages{"en"};
    for (const Table& t : tables())
        languages.emplace_back(t.language);
    return languages;
}

bool hasCatalogue(std::string_view language)
{
    return language == "en" || tableFor(language) != nullptr;
}

} // namespace lathe::core
