#define _GNU_SOURCE
#include "CFiles.h"

#include <fcntl.h>
#include <stdio.h>

int qiita_exchange_files(const char *first, const char *second) {
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
}
