/// The tables of scripting and query languages: `#` or `--` comments, sigil variables.
extension LanguageDefinition {
    static let ruby = LanguageDefinition(
        name: "ruby",
        aliases: ["ruby", "rb", "rake", "gemspec", "irb"],
        fileExtensions: ["rb", "rake", "gemspec", "ru", "rbs", "jbuilder"],
        fileNames: ["gemfile", "rakefile", "podfile", "fastfile", "appfile", "brewfile", "vagrantfile", "guardfile"],
        words: WordTable([
            (
                .keyword,
                """
                BEGIN END alias and begin break case class def defined? do else elsif end ensure false for if \
                in module next nil not or redo rescue retry return self super then true undef unless until \
                when while yield __FILE__ __LINE__ __method__
                """
            ),
            (
                .type,
                """
                puts print p pp require require_relative attr_accessor attr_reader attr_writer include extend \
                prepend private protected public raise lambda proc loop module_function
                """
            ),
        ]),
        identifiers: IdentifierRule(trailing: "?!"),
        lineComments: ["#"],
        strings: [
            StringRule("\"", spansLines: true), StringRule("'", spansLines: true), StringRule("`", spansLines: true),
        ],
        variables: VariableRule(sigils: "@$", specials: "!@&~*$?:0123456789"),
        symbolSigil: ASCII.colon,
        capitalizedNamesAreTypes: true
    )

    /// Python's string prefixes, in any case: raw, bytes, f-strings, and their pairs.
    private static let pythonPrefixes = ["", "r", "u", "b", "f", "br", "rb", "fr", "rf", "t", "tr", "rt"]

    static let python = LanguageDefinition(
        name: "python",
        aliases: ["python", "py", "python3", "py3", "python2", "gyp", "pyw", "pyi", "ipython"],
        fileExtensions: ["py", "pyw", "pyi", "gyp"],
        words: WordTable([
            (
                .keyword,
                """
                False None True and as assert async await break class continue def del elif else except finally \
                for from global if import in is lambda nonlocal not or pass raise return try while with yield \
                match case self cls
                """
            ),
            (
                .type,
                """
                int float str bytes bool list dict set tuple frozenset object type complex bytearray range print \
                len open enumerate zip map filter sorted reversed sum min max abs isinstance issubclass super \
                property staticmethod classmethod getattr setattr hasattr repr round divmod pow any all callable \
                Exception ValueError TypeError KeyError IndexError RuntimeError
                """
            ),
        ]),
        lineComments: ["#"],
        strings: [
            StringRule("\"\"\"", spansLines: true, prefixes: pythonPrefixes, prefixesIgnoreCase: true),
            StringRule("'''", spansLines: true, prefixes: pythonPrefixes, prefixesIgnoreCase: true),
            StringRule("\"", prefixes: pythonPrefixes, prefixesIgnoreCase: true),
            StringRule("'", prefixes: pythonPrefixes, prefixesIgnoreCase: true),
        ],
        annotationSigil: ASCII.at,
        capitalizedNamesAreTypes: true
    )

    static let shell = LanguageDefinition(
        name: "shell",
        aliases: ["shell", "sh", "bash", "zsh", "ksh", "fish", "console", "shell-session", "shellsession", "terminal"],
        fileExtensions: ["sh", "bash", "zsh", "ksh", "command"],
        fileNames: [".bashrc", ".bash_profile", ".zshrc", ".zprofile", ".profile", ".envrc"],
        words: WordTable([
            (
                .keyword,
                """
                if then else elif fi for while until do done case esac function in select return local export \
                readonly declare typeset unset break continue exit time
                """
            ),
            (
                .type,
                """
                echo printf cd pwd source alias read eval exec test set shift trap wait kill type command builtin \
                let ulimit umask getopts hash jobs bg fg true false
                """
            ),
        ]),
        identifiers: IdentifierRule(extraStart: "-", extraContinue: "-"),
        lineComments: ["#"],
        lineCommentsNeedBoundary: true,
        strings: [
            StringRule("\"", spansLines: true), StringRule("'", escape: nil, spansLines: true),
            StringRule("`", spansLines: true),
        ],
        numbers: NumberRule(radixPrefixes: false),
        variables: VariableRule(sigils: "$", braces: true, specials: "@#?$!*-0123456789"),
        promptedSessions: true
    )

    static let sql = LanguageDefinition(
        name: "sql",
        aliases: ["sql", "mysql", "postgresql", "postgres", "psql", "plsql", "sqlite", "tsql"],
        fileExtensions: ["sql"],
        words: WordTable(ignoringCase: true, [
            (
                .keyword,
                """
                select from where and or not insert into values update set delete create table drop alter add \
                column index primary key foreign references unique null is in like ilike between exists join inner \
                left right full outer cross natural on using as distinct group by order having limit offset fetch \
                union intersect except all any case when then else end asc desc default constraint view \
                database schema if begin commit rollback transaction grant revoke with recursive returning true \
                false cascade truncate auto_increment check use show describe explain replace trigger procedure \
                function return returns declare over partition window rows range unbounded preceding following
                """
            ),
            (
                .type,
                """
                int integer smallint bigint tinyint decimal numeric float real double precision char varchar text \
                date time timestamp timestamptz interval datetime boolean bool blob bytea json jsonb uuid serial \
                bigserial count sum avg min max coalesce now cast upper lower length substring concat ifnull nullif \
                row_number rank dense_rank
                """
            ),
        ]),
        lineComments: ["--"],
        blockComments: [BlockCommentRule("/*", "*/")],
        strings: [
            StringRule("'", escape: nil, spansLines: true, doubledCloseEscapes: true),
            StringRule("\"", escape: nil, doubledCloseEscapes: true),
        ],
        numbers: NumberRule(separators: "", radixPrefixes: false)
    )

    static let dockerfile = LanguageDefinition(
        name: "dockerfile",
        aliases: ["dockerfile", "docker", "containerfile"],
        fileExtensions: ["dockerfile", "containerfile"],
        fileNames: ["dockerfile", "containerfile"],
        words: WordTable([
            (
                .keyword,
                """
                FROM RUN CMD LABEL MAINTAINER EXPOSE ENV ADD COPY ENTRYPOINT VOLUME USER WORKDIR ARG ONBUILD \
                STOPSIGNAL HEALTHCHECK SHELL AS
                """
            )
        ]),
        identifiers: IdentifierRule(extraStart: "-", extraContinue: "-"),
        lineComments: ["#"],
        lineCommentsNeedBoundary: true,
        strings: [StringRule("\""), StringRule("'", escape: nil)],
        numbers: NumberRule(radixPrefixes: false),
        variables: VariableRule(sigils: "$", braces: true)
    )

    static let php = LanguageDefinition(
        name: "php",
        aliases: ["php", "php7", "php8", "laravel"],
        fileExtensions: ["php", "phtml"],
        words: WordTable(ignoringCase: true, [
            (
                .keyword,
                """
                abstract and array as break callable case catch class clone const continue declare default do \
                echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile enum extends final \
                finally fn for foreach function global goto if implements include include_once instanceof \
                insteadof interface isset list match namespace new or print private protected public readonly \
                require require_once return static switch throw trait try unset use var while xor yield true \
                false null self parent
                """
            ),
            (.type, "int float string bool void mixed never object iterable"),
        ]),
        lineComments: ["//", "#"],
        blockComments: [BlockCommentRule("/*", "*/")],
        strings: [StringRule("\"", spansLines: true), StringRule("'", spansLines: true)],
        variables: VariableRule(sigils: "$"),
        capitalizedNamesAreTypes: true
    )

    static let powershell = LanguageDefinition(
        name: "powershell",
        aliases: ["powershell", "ps1", "pwsh", "posh", "ps"],
        fileExtensions: ["ps1", "psm1", "psd1"],
        words: WordTable(ignoringCase: true, [
            (
                .keyword,
                """
                begin break catch class continue data do dynamicparam else elseif end enum exit filter finally for \
                foreach function if in param process return switch throw trap try until using while -eq -ne -gt \
                -ge -lt -le -like -notlike -match -notmatch -contains -notcontains -in -notin -and -or -not -xor \
                -is -isnot -replace -split -join
                """
            )
        ]),
        identifiers: IdentifierRule(extraStart: "-", extraContinue: "-"),
        lineComments: ["#"],
        blockComments: [BlockCommentRule("<#", "#>")],
        strings: [
            StringRule("\"", escape: "`", spansLines: true),
            StringRule("'", escape: nil, spansLines: true, doubledCloseEscapes: true),
        ],
        numbers: NumberRule(radixPrefixes: false),
        variables: VariableRule(sigils: "$", braces: true, specials: "_?^$", extraNameBytes: ":"),
        capitalizedNamesAreTypes: true
    )
}
