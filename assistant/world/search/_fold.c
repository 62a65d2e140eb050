/* Folding text for search in one pass of native code: the accelerator of textfold.py.
 *
 * textfold.py defines what folding is (fold_char: case, accents and typographic quotes, one
 * character at a time); this module only applies it fast. A Folder keeps, per code point,
 * the character it folds to, filled the first time a code point is seen by calling back into
 * Python for that code point's fold. A code point whose fold is not exactly one character
 * (ß to "ss", a combining accent to "") is "irregular": its fold is written whole and, when
 * asked, recorded as a unit (folded_start, folded_length, original_start, 1), exactly as the
 * pure-Python path records it.
 *
 * Folding writes the folded code points into a scratch buffer, one byte each while they are
 * all below 256 (runs of ASCII sixteen at a time with SSE2, a 64-bit word at a time
 * elsewhere), four bytes each from the first one that is not, OR-ing them together (the OR
 * is below 128, 256 or 65536 exactly when every code point is); then it copies them into a
 * str of the narrowest kind, which CPython requires of every str. A text may also come as
 * its UTF-8 bytes (a document keeps most text so), decoded as it is folded, with no str
 * made of it; positions are still counted in characters. The input is only read; every
 * call to Python (a code point seen for the first time) happens with the GIL held, and the
 * tables are only written then.
 *
 * find_all looks for a needle in a list of (folded) texts in one call: in a text of one-byte
 * characters, sixteen places at a time where both its first and its last byte are; in any
 * other text, with CPython's own search.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif
#include <stdint.h>
#include <string.h>

#if defined(_MSC_VER)
#include <intrin.h>
static inline int
lowest_bit(unsigned int mask)
{
    unsigned long index;
    _BitScanForward(&index, mask);
    return (int)index;
}
#else
#define lowest_bit(mask) __builtin_ctz(mask)
#endif

#define UNKNOWN 0xFFFFFFFFu
#define IRREGULAR 0x80000000u /* with the index of the fold in Folder.irregular */
#define BMP_SIZE 0x10000

typedef struct {
    PyObject_HEAD
    PyObject *fold_code;  /* callable: code point (int) -> its fold (str) */
    uint32_t *bmp;        /* code point below 0x10000 -> entry; UNKNOWN until seen */
    PyObject *astral;     /* dict: code point (int) -> entry (int), for the rest */
    PyObject *irregular;  /* list of str: the folds that are not one character */
} Folder;

/* -- the table ------------------------------------------------------------------------- */

/* The entry of a fold given by Python: the code point of a one-character fold, or IRREGULAR
 * with the index of the fold in the list of irregular ones. UNKNOWN with an exception set
 * when the fold is not a str. */
static uint32_t
entry_of_fold(Folder *self, PyObject *folded)
{
    if (!PyUnicode_Check(folded)) {
        PyErr_Format(PyExc_TypeError, "a fold must be a str, not %.100s",
                     Py_TYPE(folded)->tp_name);
        return UNKNOWN;
    }
    if (PyUnicode_GET_LENGTH(folded) == 1) {
        return (uint32_t)PyUnicode_READ_CHAR(folded, 0);
    }
    Py_ssize_t index = PyList_GET_SIZE(self->irregular);
    if (index >= (Py_ssize_t)(IRREGULAR - 1)) {
        PyErr_SetString(PyExc_OverflowError, "too many irregular folds");
        return UNKNOWN;
    }
    if (PyList_Append(self->irregular, folded) < 0) {
        return UNKNOWN;
    }
    return IRREGULAR | (uint32_t)index;
}

/* The entry of a code point not (yet) in the BMP table: from the astral dict, or asked of
 * Python and kept. UNKNOWN with an exception set on failure. */
static uint32_t
resolve(Folder *self, Py_UCS4 code)
{
    PyObject *key = PyLong_FromUnsignedLong(code);
    if (key == NULL) {
        return UNKNOWN;
    }
    if (code >= BMP_SIZE) {
        PyObject *known = PyDict_GetItemWithError(self->astral, key);
        if (known != NULL) {
            Py_DECREF(key);
            return (uint32_t)PyLong_AsUnsignedLong(known);
        }
        if (PyErr_Occurred()) {
            Py_DECREF(key);
            return UNKNOWN;
        }
    }
    PyObject *folded = PyObject_CallOneArg(self->fold_code, key);
    if (folded == NULL) {
        Py_DECREF(key);
        return UNKNOWN;
    }
    uint32_t entry = entry_of_fold(self, folded);
    Py_DECREF(folded);
    if (entry != UNKNOWN) {
        if (code < BMP_SIZE) {
            self->bmp[code] = entry;
        }
        else {
            PyObject *value = PyLong_FromUnsignedLong(entry);
            if (value == NULL || PyDict_SetItem(self->astral, key, value) < 0) {
                entry = UNKNOWN;
            }
            Py_XDECREF(value);
        }
    }
    Py_DECREF(key);
    return entry;
}

/* -- folding --------------------------------------------------------------------------- */

/* The folded code points so far: narrow (one byte each) while every one is below 256, which
 * is what prose in most European languages folds to, then wide (Py_UCS4). Room is kept for
 * the rest of the text at one folded character each, so that a regular fold is stored
 * without a check; an irregular one makes room again. */
typedef struct {
    void *out;
    int wide;
    Py_ssize_t length;
    Py_ssize_t capacity;
    uint32_t bits;       /* every folded code point OR-ed together */
    int want_units;      /* whether units are recorded */
    PyObject *units;     /* list of units, made at the first one */
} Scratch;

static int
scratch_reserve(Scratch *s, Py_ssize_t more)
{
    if (s->length + more <= s->capacity) {
        return 0;
    }
    size_t item = s->wide ? sizeof(Py_UCS4) : 1;
    Py_ssize_t most = PY_SSIZE_T_MAX / (Py_ssize_t)sizeof(Py_UCS4); /* no sum below overflows */
    if (more > most - s->capacity - s->capacity / 2) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t capacity = s->capacity + s->capacity / 2 + more;
    void *out = PyMem_Realloc(s->out, (size_t)capacity * item);
    if (out == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    s->out = out;
    s->capacity = capacity;
    return 0;
}

/* From narrow to wide, keeping what is written and the room. */
static int
scratch_widen(Scratch *s)
{
    if ((size_t)s->capacity > (size_t)PY_SSIZE_T_MAX / sizeof(Py_UCS4)) {
        PyErr_NoMemory();
        return -1;
    }
    Py_UCS4 *wide = PyMem_Malloc((size_t)(s->capacity ? s->capacity : 1) * sizeof(Py_UCS4));
    if (wide == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    const Py_UCS1 *narrow = s->out;
    for (Py_ssize_t i = 0; i < s->length; i++) {
        wide[i] = narrow[i];
    }
    PyMem_Free(s->out);
    s->out = wide;
    s->wide = 1;
    return 0;
}

/* The table's entry for ``code``, asking Python when it is not known yet (UNKNOWN with an
 * exception set on failure). */
static inline uint32_t
lookup(Folder *self, Py_UCS4 code)
{
    if (code < BMP_SIZE) {
        uint32_t entry = self->bmp[code];
        if (entry != UNKNOWN) {
            return entry;
        }
    }
    return resolve(self, code);
}

/* Folds the character ``code`` at ``original``, ``left`` characters before the end, the
 * slow way: any code point, known or not, regular or not. Returns 0 when done, 1 when the
 * scratch is narrow and the fold needs it wide (nothing written nor recorded), -1 on error. */
static int
fold_one(Folder *self, Scratch *s, Py_UCS4 code, Py_ssize_t original, Py_ssize_t left)
{
    uint32_t entry = lookup(self, code);
    if (entry == UNKNOWN) {
        return -1;
    }
    if (!(entry & IRREGULAR)) {
        if (s->wide) {
            ((Py_UCS4 *)s->out)[s->length++] = entry;
        }
        else if (entry <= 0xFF) {
            ((Py_UCS1 *)s->out)[s->length++] = (Py_UCS1)entry;
        }
        else {
            return 1;
        }
        s->bits |= entry;
        return 0;
    }
    uint32_t index = entry & ~IRREGULAR;
    if ((Py_ssize_t)index >= PyList_GET_SIZE(self->irregular)) {
        /* only if fold_code called __init__ again while this fold ran */
        PyErr_SetString(PyExc_RuntimeError, "the Folder changed while folding");
        return -1;
    }
    PyObject *piece = PyList_GET_ITEM(self->irregular, index);
    if (!s->wide && PyUnicode_MAX_CHAR_VALUE(piece) > 0xFF) {
        return 1;
    }
    Py_INCREF(piece); /* held while its unit is made, which may run a collection */
    Py_ssize_t size = PyUnicode_GET_LENGTH(piece);
    int failed = 0;
    if (s->want_units) {
        if (s->units == NULL) {
            s->units = PyList_New(0);
        }
        PyObject *unit = Py_BuildValue("(nnni)", s->length, size, original, 1);
        failed = unit == NULL || s->units == NULL || PyList_Append(s->units, unit) < 0;
        Py_XDECREF(unit);
    }
    if (!failed) {
        failed = scratch_reserve(s, size + left) < 0;
    }
    if (!failed) {
        int kind = PyUnicode_KIND(piece);
        const void *data = PyUnicode_DATA(piece);
        for (Py_ssize_t j = 0; j < size; j++) {
            Py_UCS4 ch = PyUnicode_READ(kind, data, j);
            if (s->wide) {
                ((Py_UCS4 *)s->out)[s->length++] = ch;
            }
            else {
                ((Py_UCS1 *)s->out)[s->length++] = (Py_UCS1)ch;
            }
            s->bits |= ch;
        }
    }
    Py_DECREF(piece);
    return failed ? -1 : 0;
}

#if defined(__SSE2__) || defined(_M_X64)
/* With SSE2 (every x86-64 processor): sixteen characters at a time. */
#define UCS1_CHUNK 16
#define UCS2_CHUNK 16

/* ASCII letters from 'A' to 'Z' (each a lane of bytes or of 16 bits) lowered. */
#define LOWER_LANES(V, BITS)                                                              \
    _mm_add_epi##BITS(                                                                    \
        V, _mm_and_si128(_mm_and_si128(_mm_cmpgt_epi##BITS(V, _mm_set1_epi##BITS('A' - 1)), \
                                       _mm_cmplt_epi##BITS(V, _mm_set1_epi##BITS('Z' + 1))), \
                         _mm_set1_epi##BITS(0x20)))

/* Writes the lowered ASCII of sixteen Latin-1 characters at ``in`` to ``out``; 0 (nothing
 * written) when one of them is not ASCII. */
static inline int
ascii_chunk_ucs1(const Py_UCS1 *in, Py_UCS1 *out)
{
    __m128i v = _mm_loadu_si128((const __m128i *)in);
    if (_mm_movemask_epi8(v)) {
        return 0;
    }
    _mm_storeu_si128((__m128i *)out, LOWER_LANES(v, 8));
    return 16;
}

/* The same for sixteen two-byte characters, each written as one byte. */
static inline int
ascii_chunk_ucs2(const Py_UCS2 *in, Py_UCS1 *out)
{
    __m128i low = _mm_loadu_si128((const __m128i *)in);
    __m128i high = _mm_loadu_si128((const __m128i *)(in + 8));
    __m128i over = _mm_and_si128(_mm_or_si128(low, high), _mm_set1_epi16((short)0xFF80));
    if (_mm_movemask_epi8(_mm_cmpeq_epi16(over, _mm_setzero_si128())) != 0xFFFF) {
        return 0;
    }
    __m128i bytes = _mm_packus_epi16(LOWER_LANES(low, 16), LOWER_LANES(high, 16));
    _mm_storeu_si128((__m128i *)out, bytes);
    return 16;
}
#else
/* Elsewhere: a 64-bit word at a time. */
#define UCS1_CHUNK 8
#define UCS2_CHUNK 4

/* ASCII in a 64-bit word, lowered: every lane from 'A' to 'Z' gets 0x20 added. Each lane
 * holds an ASCII code (below 0x80), so adding 0x3F (or 0x25) sets the lane's bit 7 exactly
 * when it is at least 'A' (or past 'Z'), and nothing carries into the next lane. */
static inline uint64_t
lower_ascii_lanes(uint64_t w, uint64_t ones)
{
    uint64_t at_least_a = w + 0x3F * ones;
    uint64_t past_z = w + 0x25 * ones;
    return w | (((at_least_a & ~past_z) & (0x80 * ones)) >> 2);
}

#define BYTE_LANES 0x0101010101010101ull
#define UCS2_LANES 0x0001000100010001ull

/* Writes the lowered ASCII of eight Latin-1 characters at ``in`` to ``out``; 0 (nothing
 * written) when one of them is not ASCII. */
static inline int
ascii_chunk_ucs1(const Py_UCS1 *in, Py_UCS1 *out)
{
    uint64_t w;
    memcpy(&w, in, 8);
    if (w & (0x80 * BYTE_LANES)) {
        return 0;
    }
    w = lower_ascii_lanes(w, BYTE_LANES);
    memcpy(out, &w, 8);
    return 8;
}

/* The same for four two-byte characters, each written as one byte. */
static inline int
ascii_chunk_ucs2(const Py_UCS2 *in, Py_UCS1 *out)
{
    uint64_t w;
    memcpy(&w, in, 8);
    if (w & (0xFF80 * UCS2_LANES)) {
        return 0;
    }
    w = lower_ascii_lanes(w, UCS2_LANES);
#if PY_LITTLE_ENDIAN
    out[0] = (Py_UCS1)w;
    out[1] = (Py_UCS1)(w >> 16);
    out[2] = (Py_UCS1)(w >> 32);
    out[3] = (Py_UCS1)(w >> 48);
#else
    out[0] = (Py_UCS1)(w >> 48);
    out[1] = (Py_UCS1)(w >> 32);
    out[2] = (Py_UCS1)(w >> 16);
    out[3] = (Py_UCS1)w;
#endif
    return 4;
}
#endif

#define NO_CHUNK(in, out) 0

/* Whether a table entry is stored by the loop: a fold below 256 while the scratch is narrow;
 * any one-character fold once it is wide (UNKNOWN has the IRREGULAR bit too). */
#define FITS_NARROW(entry) ((entry) <= 0xFF)
#define FITS_WIDE(entry) (!((entry) & IRREGULAR))

/* A loop over a text of one kind into a scratch of one width, from ``i``: runs of ASCII a
 * chunk at a time (narrow only), a known fold that FITS by table, anything else by fold_one.
 * Returns ``n`` when done, where a narrow scratch must become wide, or -1 on error. */
#define DEFINE_LOOP(NAME, TYPE, OUT, FITS, CHUNK, ASCII_CHUNK)                            \
    static Py_ssize_t                                                                     \
    NAME(Folder *self, const TYPE *in, Py_ssize_t n, Scratch *s, Py_ssize_t i)            \
    {                                                                                     \
        const uint32_t *bmp = self->bmp;                                                  \
        while (i < n) {                                                                   \
            OUT *out = s->out;                                                            \
            Py_ssize_t length = s->length;                                                \
            uint32_t bits = s->bits;                                                      \
            while (i < n) {                                                               \
                if (CHUNK && n - i >= CHUNK) {                                            \
                    int done = ASCII_CHUNK(in + i, out + length);                         \
                    if (done) {                                                           \
                        i += done;                                                        \
                        length += done;                                                   \
                        continue;                                                         \
                    }                                                                     \
                }                                                                         \
                Py_UCS4 code = in[i];                                                     \
                uint32_t entry = code < BMP_SIZE ? bmp[code] : UNKNOWN;                   \
                if (!FITS(entry)) {                                                       \
                    break;                                                                \
                }                                                                         \
                out[length++] = (OUT)entry;                                               \
                bits |= entry;                                                            \
                i++;                                                                      \
            }                                                                             \
            s->length = length;                                                           \
            s->bits = bits;                                                               \
            if (i < n) {                                                                  \
                int status = fold_one(self, s, in[i], i, n - i - 1);                      \
                if (status != 0) {                                                        \
                    return status < 0 ? -1 : i;                                           \
                }                                                                         \
                i++;                                                                      \
            }                                                                             \
        }                                                                                 \
        return n;                                                                         \
    }

DEFINE_LOOP(fold_narrow_ucs1, Py_UCS1, Py_UCS1, FITS_NARROW, UCS1_CHUNK, ascii_chunk_ucs1)
DEFINE_LOOP(fold_narrow_ucs2, Py_UCS2, Py_UCS1, FITS_NARROW, UCS2_CHUNK, ascii_chunk_ucs2)
DEFINE_LOOP(fold_narrow_ucs4, Py_UCS4, Py_UCS1, FITS_NARROW, 0, NO_CHUNK)
DEFINE_LOOP(fold_wide_ucs1, Py_UCS1, Py_UCS4, FITS_WIDE, 0, NO_CHUNK)
DEFINE_LOOP(fold_wide_ucs2, Py_UCS2, Py_UCS4, FITS_WIDE, 0, NO_CHUNK)
DEFINE_LOOP(fold_wide_ucs4, Py_UCS4, Py_UCS4, FITS_WIDE, 0, NO_CHUNK)

/* The character at ``in`` (``left`` bytes from there to the end) in strict UTF-8 (no
 * overlong form, no surrogate): its length in bytes, or 0 when the bytes are not UTF-8. */
static inline int
utf8_char(const unsigned char *in, Py_ssize_t left, Py_UCS4 *code)
{
    unsigned char c = in[0];
    if (c < 0x80) {
        *code = c;
        return 1;
    }
    if (c >= 0xC2 && c <= 0xDF) {
        if (left < 2 || (in[1] & 0xC0) != 0x80) {
            return 0;
        }
        *code = ((Py_UCS4)(c & 0x1F) << 6) | (in[1] & 0x3F);
        return 2;
    }
    if (c >= 0xE0 && c <= 0xEF) {
        if (left < 3 || (in[1] & 0xC0) != 0x80 || (in[2] & 0xC0) != 0x80) {
            return 0;
        }
        Py_UCS4 v = ((Py_UCS4)(c & 0x0F) << 12) | ((Py_UCS4)(in[1] & 0x3F) << 6) | (in[2] & 0x3F);
        if (v < 0x800 || (v >= 0xD800 && v <= 0xDFFF)) {
            return 0;
        }
        *code = v;
        return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        if (left < 4 || (in[1] & 0xC0) != 0x80 || (in[2] & 0xC0) != 0x80
            || (in[3] & 0xC0) != 0x80) {
            return 0;
        }
        Py_UCS4 v = ((Py_UCS4)(c & 0x07) << 18) | ((Py_UCS4)(in[1] & 0x3F) << 12)
                    | ((Py_UCS4)(in[2] & 0x3F) << 6) | (in[3] & 0x3F);
        if (v < 0x10000 || v > 0x10FFFF) {
            return 0;
        }
        *code = v;
        return 4;
    }
    return 0;
}

/* Writes sixteen bytes at ``out`` of which the first (returned: 0 to 16) are the lowered
 * ASCII at the start of the sixteen bytes at ``in``; the rest are to be written over. A
 * character that is not ASCII then costs one step, not sixteen tries of a whole chunk. */
static inline int
ascii_prefix_ucs1(const Py_UCS1 *in, Py_UCS1 *out)
{
#if defined(__SSE2__) || defined(_M_X64)
    __m128i v = _mm_loadu_si128((const __m128i *)in);
    _mm_storeu_si128((__m128i *)out, LOWER_LANES(v, 8));
    unsigned int over = (unsigned int)_mm_movemask_epi8(v);
    return over ? lowest_bit(over) : 16;
#else
    return ascii_chunk_ucs1(in, out);
#endif
}

/* Folds the UTF-8 text ``in`` (``n`` bytes) as the loops above fold a str, the positions
 * in units counted in characters: runs of ASCII a chunk at a time while the scratch is
 * narrow, a known fold that fits by table, anything else by fold_one (widening the scratch
 * when it asks). The scratch has room for ``n`` folded characters, at least one per
 * character left (a character is at least a byte). 0 when done, -1 on error. */
static int
fold_utf8(Folder *self, const unsigned char *in, Py_ssize_t n, Scratch *s)
{
    const uint32_t *bmp = self->bmp;
    Py_ssize_t b = 0;  /* bytes read */
    Py_ssize_t ch = 0; /* characters read */
    while (b < n) {
        if (!s->wide && n - b >= UCS1_CHUNK) {
            int done = ascii_prefix_ucs1(in + b, (Py_UCS1 *)s->out + s->length);
            if (done) {
                b += done;
                ch += done;
                s->length += done;
                continue;
            }
        }
        Py_UCS4 code;
        int size = utf8_char(in + b, n - b, &code);
        if (size == 0) {
            PyErr_Format(PyExc_ValueError, "the text is not UTF-8 at byte %zd", b);
            return -1;
        }
        uint32_t entry = code < BMP_SIZE ? bmp[code] : UNKNOWN;
        if (s->wide && FITS_WIDE(entry)) {
            ((Py_UCS4 *)s->out)[s->length++] = entry;
            s->bits |= entry;
        }
        else if (!s->wide && FITS_NARROW(entry)) {
            ((Py_UCS1 *)s->out)[s->length++] = (Py_UCS1)entry;
            s->bits |= entry;
        }
        else {
            int status = fold_one(self, s, code, ch, n - b - size);
            if (status < 0) {
                return -1;
            }
            if (status == 1) { /* the same character again, into a wide scratch */
                if (scratch_widen(s) < 0) {
                    return -1;
                }
                continue;
            }
        }
        b += size;
        ch++;
    }
    return 0;
}

/* The folded code points as a str of the narrowest kind, as CPython requires of every str
 * (an OR of code points is below 128, 256 or 65536 exactly when each of them is). */
static PyObject *
scratch_str(const Scratch *s)
{
    uint32_t bits = s->bits;
    Py_UCS4 maxchar = bits < 0x80 ? 0x7F : bits < 0x100 ? 0xFF : bits < BMP_SIZE ? 0xFFFF
                                                                                : 0x10FFFF;
    PyObject *result = PyUnicode_New(s->length, maxchar);
    if (result == NULL) {
        return NULL;
    }
    if (!s->wide) {
        memcpy(PyUnicode_1BYTE_DATA(result), s->out, (size_t)s->length);
        return result;
    }
    const Py_UCS4 *out = s->out;
    switch (PyUnicode_KIND(result)) {
    case PyUnicode_1BYTE_KIND: {
        Py_UCS1 *dest = PyUnicode_1BYTE_DATA(result);
        for (Py_ssize_t i = 0; i < s->length; i++) {
            dest[i] = (Py_UCS1)out[i];
        }
        break;
    }
    case PyUnicode_2BYTE_KIND: {
        Py_UCS2 *dest = PyUnicode_2BYTE_DATA(result);
        for (Py_ssize_t i = 0; i < s->length; i++) {
            dest[i] = (Py_UCS2)out[i];
        }
        break;
    }
    default:
        memcpy(PyUnicode_4BYTE_DATA(result), out, (size_t)s->length * sizeof(Py_UCS4));
    }
    return result;
}

static int
ensure_table(Folder *self)
{
    if (self->bmp != NULL) {
        return 0;
    }
    uint32_t *bmp = PyMem_Malloc(BMP_SIZE * sizeof(uint32_t));
    if (bmp == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    memset(bmp, 0xFF, BMP_SIZE * sizeof(uint32_t)); /* every entry UNKNOWN */
    self->bmp = bmp;
    return 0;
}

/* The fold of ``text``; with ``units`` not NULL, also its units (a new list, or NULL when
 * there are none). */
static PyObject *
fold_into(Folder *self, PyObject *text, PyObject **units)
{
    int utf8 = PyBytes_Check(text);
    if (!utf8 && !PyUnicode_Check(text)) {
        PyErr_Format(PyExc_TypeError, "fold() needs a str or its UTF-8 bytes, not %.100s",
                     Py_TYPE(text)->tp_name);
        return NULL;
    }
    if (self->fold_code == NULL) { /* __init__ never ran, or failed */
        PyErr_SetString(PyExc_RuntimeError, "the Folder is not initialised");
        return NULL;
    }
    if (ensure_table(self) < 0) {
        return NULL;
    }
    Scratch s = {NULL, 0, 0, 0, 0, units != NULL, NULL};
    PyObject *result = NULL;
    if (utf8) {
        Py_ssize_t size = PyBytes_GET_SIZE(text);
        if (scratch_reserve(&s, size + 1) < 0
            || fold_utf8(self, (const unsigned char *)PyBytes_AS_STRING(text), size, &s) < 0) {
            goto done;
        }
        result = scratch_str(&s);
        goto done;
    }
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    if (scratch_reserve(&s, n + 1) < 0) {
        goto done;
    }
    Py_ssize_t stop;
    switch (kind) {
    case PyUnicode_1BYTE_KIND:
        stop = fold_narrow_ucs1(self, data, n, &s, 0);
        break;
    case PyUnicode_2BYTE_KIND:
        stop = fold_narrow_ucs2(self, data, n, &s, 0);
        break;
    default:
        stop = fold_narrow_ucs4(self, data, n, &s, 0);
    }
    if (stop < 0) {
        goto done;
    }
    if (stop < n) {
        Py_ssize_t status;
        if (scratch_widen(&s) < 0) {
            goto done;
        }
        switch (kind) {
        case PyUnicode_1BYTE_KIND:
            status = fold_wide_ucs1(self, data, n, &s, stop);
            break;
        case PyUnicode_2BYTE_KIND:
            status = fold_wide_ucs2(self, data, n, &s, stop);
            break;
        default:
            status = fold_wide_ucs4(self, data, n, &s, stop);
        }
        if (status < 0) {
            goto done;
        }
    }
    result = scratch_str(&s);
done:
    PyMem_Free(s.out);
    if (result != NULL && units != NULL) {
        *units = s.units;
    }
    else {
        Py_XDECREF(s.units);
    }
    return result;
}

static PyObject *
Folder_fold(Folder *self, PyObject *text)
{
    return fold_into(self, text, NULL);
}

static PyObject *
Folder_fold_units(Folder *self, PyObject *text)
{
    PyObject *units = NULL;
    PyObject *folded = fold_into(self, text, &units);
    if (folded == NULL) {
        return NULL;
    }
    if (units == NULL) {
        return Py_BuildValue("(N())", folded);
    }
    PyObject *as_tuple = PyList_AsTuple(units);
    Py_DECREF(units);
    if (as_tuple == NULL) {
        Py_DECREF(folded);
        return NULL;
    }
    return Py_BuildValue("(NN)", folded, as_tuple);
}

/* -- the type -------------------------------------------------------------------------- */

static int
Folder_init(Folder *self, PyObject *args, PyObject *kwds)
{
    static char *keywords[] = {"fold_code", NULL};
    PyObject *fold_code;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:Folder", keywords, &fold_code)) {
        return -1;
    }
    if (!PyCallable_Check(fold_code)) {
        PyErr_SetString(PyExc_TypeError, "fold_code must be callable");
        return -1;
    }
    PyObject *astral = PyDict_New();
    PyObject *irregular = PyList_New(0);
    if (astral == NULL || irregular == NULL) {
        Py_XDECREF(astral);
        Py_XDECREF(irregular);
        return -1;
    }
    Py_INCREF(fold_code);
    Py_XSETREF(self->fold_code, fold_code);
    Py_XSETREF(self->astral, astral);
    Py_XSETREF(self->irregular, irregular);
    if (self->bmp != NULL) { /* __init__ called again: forget what the old callable said */
        memset(self->bmp, 0xFF, BMP_SIZE * sizeof(uint32_t));
    }
    return 0;
}

static int
Folder_traverse(Folder *self, visitproc visit, void *arg)
{
    Py_VISIT(self->fold_code);
    Py_VISIT(self->astral);
    Py_VISIT(self->irregular);
    return 0;
}

static int
Folder_clear(Folder *self)
{
    Py_CLEAR(self->fold_code);
    Py_CLEAR(self->astral);
    Py_CLEAR(self->irregular);
    return 0;
}

static void
Folder_dealloc(Folder *self)
{
    PyObject_GC_UnTrack(self);
    Folder_clear(self);
    PyMem_Free(self->bmp);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyMethodDef Folder_methods[] = {
    {"fold", (PyCFunction)Folder_fold, METH_O,
     "fold(text) -> the folded text (text: a str, or its UTF-8 bytes)."},
    {"fold_units", (PyCFunction)Folder_fold_units, METH_O,
     "fold_units(text) -> (the folded text, a tuple of units (folded_start, folded_length, "
     "original_start, 1), one for each character whose fold is not one character); text: a "
     "str, or its UTF-8 bytes (positions counted in characters all the same)."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject FolderType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "assistant.world.search._fold.Folder",
    .tp_doc = "Folder(fold_code): folds texts with fold_code(code point) -> str, each code "
              "point's fold asked for once and kept.",
    .tp_basicsize = sizeof(Folder),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Folder_init,
    .tp_dealloc = (destructor)Folder_dealloc,
    .tp_traverse = (traverseproc)Folder_traverse,
    .tp_clear = (inquiry)Folder_clear,
    .tp_methods = Folder_methods,
};

/* -- finding a literal in many texts ------------------------------------------------- */

/* Where ``needle`` (``k`` bytes, k >= 1) first occurs in ``hay`` (``n`` bytes) at or after
 * ``from``; -1 when it does not. With SSE2, sixteen places are looked at at once: those
 * where both the needle's first and last byte are, then compared whole. */
static Py_ssize_t
find_ucs1(const Py_UCS1 *hay, Py_ssize_t n, const Py_UCS1 *needle, Py_ssize_t k,
          Py_ssize_t from)
{
    Py_ssize_t last = n - k; /* the last place where the needle fits */
    Py_ssize_t i = from;
    if (k == 1) {
        if (i > last) {
            return -1;
        }
        const Py_UCS1 *hit = memchr(hay + i, needle[0], (size_t)(n - i));
        return hit == NULL ? -1 : hit - hay;
    }
#if defined(__SSE2__) || defined(_M_X64)
    __m128i first = _mm_set1_epi8((char)needle[0]);
    __m128i final = _mm_set1_epi8((char)needle[k - 1]);
    for (; i + 15 <= last; i += 16) {
        __m128i at_first = _mm_cmpeq_epi8(first, _mm_loadu_si128((const __m128i *)(hay + i)));
        __m128i at_final =
            _mm_cmpeq_epi8(final, _mm_loadu_si128((const __m128i *)(hay + i + k - 1)));
        unsigned int mask = (unsigned int)_mm_movemask_epi8(_mm_and_si128(at_first, at_final));
        while (mask) {
            int bit = lowest_bit(mask);
            if (memcmp(hay + i + bit + 1, needle + 1, (size_t)(k - 2)) == 0) {
                return i + bit;
            }
            mask &= mask - 1;
        }
    }
#endif
    while (i <= last) {
        const Py_UCS1 *hit = memchr(hay + i, needle[0], (size_t)(last - i + 1));
        if (hit == NULL) {
            return -1;
        }
        i = hit - hay;
        if (memcmp(hay + i + 1, needle + 1, (size_t)(k - 1)) == 0) {
            return i;
        }
        i++;
    }
    return -1;
}

/* The next place of ``needle`` in ``text`` at or after ``from``: -1 when there is none, -2
 * on error. */
static Py_ssize_t
find_next(PyObject *text, PyObject *needle, Py_ssize_t from)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    Py_ssize_t k = PyUnicode_GET_LENGTH(needle);
    if (from > n - k) {
        return -1;
    }
    if (PyUnicode_KIND(text) == PyUnicode_1BYTE_KIND &&
        PyUnicode_KIND(needle) == PyUnicode_1BYTE_KIND) {
        return find_ucs1(PyUnicode_1BYTE_DATA(text), n, PyUnicode_1BYTE_DATA(needle), k, from);
    }
    return PyUnicode_Find(text, needle, from, n, 1);
}

/* The spans of ``needle`` in ``text`` (a new list, or NULL with an exception set). */
static PyObject *
spans_in(PyObject *text, PyObject *needle, int overlapping)
{
    Py_ssize_t k = PyUnicode_GET_LENGTH(needle);
    PyObject *spans = PyList_New(0);
    if (spans == NULL) {
        return NULL;
    }
    Py_ssize_t pos = find_next(text, needle, 0);
    while (pos >= 0) {
        PyObject *span = Py_BuildValue("(nn)", pos, pos + k);
        if (span == NULL || PyList_Append(spans, span) < 0) {
            Py_XDECREF(span);
            Py_DECREF(spans);
            return NULL;
        }
        Py_DECREF(span);
        pos = find_next(text, needle, overlapping ? pos + 1 : pos + k);
    }
    if (pos == -2) {
        Py_DECREF(spans);
        return NULL;
    }
    return spans;
}

static PyObject *
find_all(PyObject *module, PyObject *args)
{
    (void)module;
    PyObject *texts, *needle;
    int overlapping;
    if (!PyArg_ParseTuple(args, "O!Up:find_all", &PyList_Type, &texts, &needle, &overlapping)) {
        return NULL;
    }
    if (PyUnicode_GET_LENGTH(needle) == 0) {
        PyErr_SetString(PyExc_ValueError, "find_all() needs a needle that is not empty");
        return NULL;
    }
    PyObject *found = PyList_New(0);
    if (found == NULL) {
        return NULL;
    }
    for (Py_ssize_t index = 0; index < PyList_GET_SIZE(texts); index++) {
        PyObject *text = PyList_GET_ITEM(texts, index);
        if (!PyUnicode_Check(text)) {
            PyErr_Format(PyExc_TypeError, "find_all() needs a list of str, not of %.100s",
                         Py_TYPE(text)->tp_name);
            goto error;
        }
        Py_INCREF(text); /* held while spans are made, which may run a collection */
        PyObject *spans = spans_in(text, needle, overlapping);
        Py_DECREF(text);
        if (spans == NULL) {
            goto error;
        }
        if (PyList_GET_SIZE(spans) == 0) {
            Py_DECREF(spans);
            continue;
        }
        PyObject *entry = Py_BuildValue("(nN)", index, spans);
        if (entry == NULL || PyList_Append(found, entry) < 0) {
            Py_XDECREF(entry);
            goto error;
        }
        Py_DECREF(entry);
    }
    return found;
error:
    Py_DECREF(found);
    return NULL;
}

static PyMethodDef module_methods[] = {
    {"find_all", find_all, METH_VARARGS,
     "find_all(texts, needle, overlapping) -> [(index, [(start, end), ...]), ...]: where "
     "needle occurs in each text of the list that has it, left to right; after one place "
     "the next is looked for one character further when overlapping, else past its end."},
    {NULL, NULL, 0, NULL},
};

/* -- the module ------------------------------------------------------------------------ */

static struct PyModuleDef fold_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "assistant.world.search._fold",
    .m_doc = "Folding text for search in native code (see assistant/world/search/textfold.py).",
    .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC
PyInit__fold(void)
{
    if (PyType_Ready(&FolderType) < 0) {
        return NULL;
    }
    PyObject *module = PyModule_Create(&fold_module);
    if (module == NULL) {
        return NULL;
    }
    Py_INCREF(&FolderType);
    if (PyModule_AddObject(module, "Folder", (PyObject *)&FolderType) < 0) {
        Py_DECREF(&FolderType);
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
