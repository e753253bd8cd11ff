#include "CInvocation.h"

#include <string.h>

static int is_one_of(const char *word, const char *const *list, int count) {
    for (int index = 0; index < count; index++) {
        if (strcmp(word, list[index]) == 0) return 1;
    }
    return 0;
}

/// `word` is `option` or `option=…`.
static int names_option(const char *word, const char *option) {
    size_t length = strlen(option);
    return strncmp(word, option, length) == 0 && (word[length] == 0 || word[length] == '=');
}

/// Whether `flag` is among the words from `start` on, before any `--`.
static int has_flag(int count, const char *const *arguments, int start, const char *flag) {
    for (int index = start; index < count && strcmp(arguments[index], "--") != 0; index++) {
        if (strcmp(arguments[index], flag) == 0) return 1;
    }
    return 0;
}

int qiita_asks_for_information(const char *word) {
    static const char *const informational[] = {
        "-h", "-help", "--help", "-help-hidden", "--help-hidden", "--version", "--generate-completion-script",
        "--experimental-dump-help",
    };
    for (size_t option = 0; option < sizeof informational / sizeof *informational; option++) {
        if (names_option(word, informational[option])) return 1;
    }
    // A group of short flags with `h` among them (`-hv`): ArgumentParser reads it as `-h` too.
    return word[0] == '-' && word[1] != '-' && strchr(word, 'h') != NULL;
}

int qiita_may_send_requests(int count, const char *const *arguments, int on_terminal) {
    if (count < 0) count = 0;
    static const char *const global_flags[] = {"--verbose", "--force"};
    static const char *const global_options[] = {"--base-url", "--team", "--timeout", "--color"};
    const int option_count = sizeof global_options / sizeof *global_options;

    for (int index = 0; index < count && strcmp(arguments[index], "--") != 0; index++) {
        if (qiita_asks_for_information(arguments[index])) return 0;
    }
    int index = 0;
    while (index < count) {
        const char *word = arguments[index];
        if (is_one_of(word, global_flags, sizeof global_flags / sizeof *global_flags)) {
            index += 1;
        } else if (strchr(word, '=') != NULL) {
            int named = 0;
            for (int option = 0; option < option_count; option++) named |= names_option(word, global_options[option]);
            if (!named) break;
            index += 1;
        } else if (is_one_of(word, global_options, option_count) && index + 1 < count) {
            index += 2;
        } else {
            break;
        }
    }
    // The reader (`qiita` alone, or `browse`) needs a terminal; without one it is a usage error.
    if (index == count || strcmp(arguments[index], "browse") == 0) return on_terminal;
    const char *command = arguments[index];
    if (strcmp(command, "help") == 0 || strcmp(command, "render") == 0) return 0;
    if (strcmp(command, "auth") == 0) {
        // `auth` alone prints its help; `auth token` prints the token.
        return index + 1 < count && arguments[index + 1][0] != '-' && strcmp(arguments[index + 1], "token") != 0;
    }
    // `rate` shows the ledger's figures unless `--check` asks the server; `item --web` opens the
    // browser instead of fetching the article.
    if (strcmp(command, "rate") == 0) return has_flag(count, arguments, index + 1, "--check");
    if (strcmp(command, "item") == 0) return !has_flag(count, arguments, index + 1, "--web");
    return 1;
}
