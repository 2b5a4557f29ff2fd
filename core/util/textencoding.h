#pragma once
// Which encoding a text file's bytes are in, and GB18030 (what Excel and Notepad write on a Chinese
// Windows: "CSV (逗号分隔)" is GBK, a subset) and UTF-16 with a byte-order mark (Excel's "Unicode
// Text", Notepad's "Unicode") turned into UTF-8. No LibTorch, no Qt.
//
// GB18030 never uses a byte below 0x30 inside a character (its second bytes are 0x30–0x39 or
// 0x40–0xFE), so newlines, commas and quotes split its lines and fields exactly as in UTF-8: a file
// may be cut into lines first and each piece decoded alone.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace lathe::core {

enum class TextEncoding {
    Unknown, // only ASCII so far: both read it the same
    Utf8,
    Gb18030,
    Utf16, // with a byte-order mark: what Excel saves as "Unicode Text"
};

// The offset of the first byte of `text` that is not part of a well-formed UTF-8 character
// (overlong forms and surrogates included), or npos. A character cut by the end of `text` counts as
// well-formed when `cutEnd` (a sample of a longer file).
std::size_t invalidUtf8At(std::string_view text, bool cutEnd = false);
// The same for GB18030's byte structure: one byte 0x00–0x7F (or 0x80, code page 936's euro sign); a
// lead 0x81–0xFE then 0x40–0x7E or 0x80–0xFE; or lead, 0x30–0x39, 0x81–0xFE, 0x30–0x39.
std::size_t invalidGb18030At(std::string_view text, bool cutEnd = false);
bool isAscii(std::string_view text);

// What a sample of a file (its first block) is written in:
// - UTF-8 when its bytes are well-formed UTF-8 (ASCII only: Unknown), or begin with four UTF-8
//   characters beyond ASCII (a UTF-8 file with a line in another encoding: that line is the error);
// - else GB18030 when they are well-formed GB18030 (or are up to a line further on than the first byte
//   that is not UTF-8, which decoding then names) and read as Chinese (GB2312's characters: Western
//   text in Windows-1252, Big5 and Shift-JIS can have GB18030's structure);
// - else Unknown with `bad` set to the first byte that is not UTF-8.
TextEncoding guessTextEncoding(std::string_view sample, std::size_t& bad);

// Names for people and records (class folders' names) from bytes that should be UTF-8: a name that is
// UTF-8 as it is; the names that are not but are GB18030, decided together (folders unpacked from
// one zip share its encoding), decoded when together they read as Chinese (a zip made on a Chinese
// Windows keeps GBK bytes); any other with each byte that is not UTF-8 written as \xHH (distinct
// names stay distinct; one odd name leaves the others Chinese). Beside GBK names, a short GBK name that passes as UTF-8 (猫 is C3 A8, "è": no
// Chinese character as UTF-8, one as GB18030) is decoded too.
std::vector<std::string> displayNames(const std::vector<std::string>& names);
// Every name `bytes` may have been given elsewhere (a validation folder decided apart from the
// training ones): decoded from GB18030 when that works, then the bytes themselves (last: as they are
// when UTF-8, else \xHH-escaped).
std::vector<std::string> readingsOf(std::string_view bytes);

// GB18030 text as UTF-8, through one iconv descriptor kept for a file's lines (opening one per line
// cost more than the decoding). A lone 0x80 is code page 936's euro sign (Excel's "GBK"). decode()
// returns false with `bad` set to the offset of the first byte that does not decode (and `out` holding
// the text before it); without GB18030 in the C library, false with `bad` npos.
class Gb18030Decoder {
public:
    Gb18030Decoder();
    ~Gb18030Decoder();
    Gb18030Decoder(const Gb18030Decoder&) = delete;
    Gb18030Decoder& operator=(const Gb18030Decoder&) = delete;
    bool decode(std::string_view text, std::string& out, std::size_t& bad);

private:
    void* m_iconv; // iconv_t
};

// UTF-16 text (little or big endian) as UTF-8, a piece of a stream at a time: a character cut by the
// end of a piece (an odd byte, a first surrogate) waits for the next. decode() appends to `out`, and
// returns false at a surrogate without its partner, with `bad` its offset in the stream.
class Utf16Decoder {
public:
    explicit Utf16Decoder(bool bigEndian)
        : m_bigEndian(bigEndian)
    {
    }
    bool decode(std::string_view piece, std::string& out, std::size_t& bad);
    // False when the stream so far ends inside a character, whose bytes so far are pendingBytes().
    bool complete() const { return m_pending.empty(); }
    std::size_t pendingBytes() const { return m_pending.size(); }

private:
    bool m_bigEndian;
    std::string m_pending;    // a cut character's bytes
    std::size_t m_offset = 0; // of the pending bytes (or the next piece) in the stream
};

// Text that begins with a UTF-16 byte-order mark (a file Notepad saved as "Unicode"), as UTF-8 without
// the mark: false with `bad` npos when there is no mark; false with `bad` at the first byte that does
// not decode (or at the first byte of a character the text's end cuts).
bool utf16ToUtf8(std::string_view text, std::string& out, std::size_t& bad);

// The same, once.
bool gb18030ToUtf8(std::string_view text, std::string& out, std::size_t& bad);
// UTF-8 text as GB18030 bytes (what a GBK file name was before it was read): false, with `bad` at the
// first byte that does not encode, when `text` is not UTF-8 (every Unicode character has a GB18030 form).
bool utf8ToGb18030(std::string_view text, std::string& out, std::size_t& bad);

} // namespace lathe::core
