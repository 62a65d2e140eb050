/* Reading many small files of one folder in native code: the accelerator of opening a project.
 *
 * storage.py reads every document and entity file with open (no link followed, never
 * blocking), fstat (a plain file, and its stamp), read and close: four calls into Python's os
 * module per file, each a few times the cost of the system call under it. read_files makes
 * the same system calls for a whole folder in one call, and gives back, for each name, the
 * file's bytes and its stamp (inode, modification time in nanoseconds, size), or None for
 * anything out of the ordinary (no such file, a link, not a plain file, a file that grew
 * while it was read, an error): storage.py then reads that one file the usual way, which
 * says what is wrong with it. The interpreter is let go during the system calls.
 *
 * POSIX only (openat with O_NOFOLLOW); elsewhere the module has no read_files and storage.py
 * reads every file itself.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#ifndef _WIN32
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

#if defined(__APPLE__)
#define MTIME_NSEC(st) ((st).st_mtimespec.tv_nsec)
#else
#define MTIME_NSEC(st) ((st).st_mtim.tv_nsec)
#endif

/* One file, or Py_None (a new reference either way; NULL with an exception set on a
 * memory error). */
static PyObject *
read_one(int dir_fd, PyObject *name)
{
    PyObject *encoded = NULL;
    if (!PyUnicode_FSConverter(name, &encoded)) {
        PyErr_Clear();
        Py_RETURN_NONE; /* a name the file system cannot take: read the usual way */
    }
    const char *path = PyBytes_AS_STRING(encoded);
    struct stat st;
    int fd, regular = 0;
    Py_BEGIN_ALLOW_THREADS
    fd = openat(dir_fd, path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
        regular = 1;
    }
    Py_END_ALLOW_THREADS
    Py_DECREF(encoded);
    if (fd < 0) {
        Py_RETURN_NONE;
    }
    if (!regular || st.st_size < 0 || st.st_size > PY_SSIZE_T_MAX - 1) {
        close(fd);
        Py_RETURN_NONE;
    }
    Py_ssize_t want = (Py_ssize_t)st.st_size + 1; /* one byte more shows a file that grew */
    PyObject *data = PyBytes_FromStringAndSize(NULL, want);
    if (data == NULL) {
        close(fd);
        return NULL;
    }
    char *buffer = PyBytes_AS_STRING(data);
    Py_ssize_t got = 0;
    int failed = 0;
    Py_BEGIN_ALLOW_THREADS
    while (got < want) {
        ssize_t n = read(fd, buffer + got, (size_t)(want - got));
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            failed = 1;
            break;
        }
        if (n == 0) {
            break;
        }
        got += n;
    }
    close(fd);
    Py_END_ALLOW_THREADS
    if (failed || got == want) { /* an error, or it grew since: read the usual way */
        Py_DECREF(data);
        Py_RETURN_NONE;
    }
    if (_PyBytes_Resize(&data, got) < 0) {
        return NULL;
    }
    long long mtime_ns = (long long)st.st_mtime * 1000000000LL + (long long)MTIME_NSEC(st);
    return Py_BuildValue("(NKLn)", data, (unsigned long long)st.st_ino, mtime_ns,
                         (Py_ssize_t)st.st_size);
}

static PyObject *
read_files(PyObject *self, PyObject *args)
{
    int dir_fd;
    PyObject *names;
    if (!PyArg_ParseTuple(args, "iO!:read_files", &dir_fd, &PyList_Type, &names)) {
        return NULL;
    }
    Py_ssize_t count = PyList_GET_SIZE(names);
    PyObject *out = PyList_New(count);
    if (out == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *name = PyList_GET_ITEM(names, i);
        if (!PyUnicode_Check(name)) {
            Py_DECREF(out);
            PyErr_SetString(PyExc_TypeError, "read_files: every name must be a str");
            return NULL;
        }
        PyObject *item = read_one(dir_fd, name);
        if (item == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, item);
    }
    return out;
}
#endif /* not _WIN32 */

static PyMethodDef module_methods[] = {
#ifndef _WIN32
    {"read_files", read_files, METH_VARARGS,
     "read_files(dir_fd, names) -> [(bytes, inode, mtime_ns, size) or None, ...]: each plain "
     "file of names in the folder open as dir_fd, no link followed; None for any other."},
#endif
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef read_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "assistant.world._read",
    .m_doc = "Reading the files of one folder in native code (see assistant/world/storage.py).",
    .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC
PyInit__read(void)
{
    return PyModule_Create(&read_module);
}
