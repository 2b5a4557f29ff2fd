#pragma once
// A numeric CSV table large enough that reading it takes several of the reader's 8 MiB blocks:
// about 13 bytes a row, so 2,000,000 rows are four blocks. For tests of what happens while a table
// is read (a stop, the window's Stop).

#include <QByteArray>

namespace lathe::test {

inline QByteArray largeCsv(int rows)
{
    QByteArray csv = "x,y,label\n";
    csv.reserve(rows * 14 + 16);
    for (int i = 0; i < rows; ++i) {
        const int a = i % 997, b = (i * 7) % 101;
        csv += QByteArray::number(a);
        csv += ".5,";
        csv += QByteArray::number(b);
        csv += a > 500 ? ".25,1\n" : ".25,0\n";
    }
    return csv;
}

} // namespace lathe::test
