// File operations Swift's Glibc module does not export (GNU extensions).
#ifndef QIITA_CFILES_H
#define QIITA_CFILES_H

/// Swaps the files at `first` and `second` atomically (renameat2 with RENAME_EXCHANGE): both
/// must exist. Returns 0, or -1 with errno set (ENOENT, EINVAL where the filesystem cannot).
int qiita_exchange_files(const char *first, const char *second);

#endif
