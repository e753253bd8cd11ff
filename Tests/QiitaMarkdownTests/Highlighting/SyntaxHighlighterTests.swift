import QiitaMarkdown
import Testing

/// Resolving fence info strings and file names, and the shape of the output.
@Suite struct SyntaxHighlighterTests {
    @Test(arguments: [
        ("swift", "swift"), ("Swift", "swift"), ("rb", "ruby"), ("ruby", "ruby"), ("py", "python"),
        ("python", "python"), ("python3", "python"), ("js", "javascript"), ("javascript", "javascript"),
        ("jsx", "javascript"), ("mjs", "javascript"), ("JS", "javascript"), ("ts", "typescript"),
        ("typescript", "typescript"), ("tsx", "typescript"), ("go", "go"), ("golang", "go"), ("rs", "rust"),
        ("rust", "rust"), ("java", "java"), ("kt", "kotlin"), ("kotlin", "kotlin"), ("kts", "kotlin"), ("c", "c"),
        ("h", "c"), ("cpp", "cpp"), ("c++", "cpp"), ("C++", "cpp"), ("cc", "cpp"), ("hpp", "cpp"), ("cxx", "cpp"),
        ("sh", "shell"), ("bash", "shell"), ("shell", "shell"), ("zsh", "shell"), ("console", "shell"),
        ("shell-session", "shell"), ("sql", "sql"), ("SQL", "sql"), ("yml", "yaml"), ("yaml", "yaml"),
        ("json", "json"), ("jsonc", "json"), ("html", "html"), ("xml", "html"), ("vue", "html"), ("css", "css"),
        ("scss", "scss"), ("dockerfile", "dockerfile"), ("diff", "diff"), ("diff_ruby", "diff_ruby"),
        ("diff_rb", "diff_ruby"), ("DIFF_JS", "diff_javascript"), (" ruby ", "ruby"),
        ("App.js", "javascript"), (".java", "java"), ("lib/worker/lookup_worker.rb", "ruby"), ("cs", "csharp"),
        ("C#", "csharp"), ("dart", "dart"), ("php", "php"), ("ps1", "powershell"), ("toml", "toml"), ("ini", "ini"),
        ("irb", "ruby"), ("terminal", "shell"),
    ])
    func aliases(_ alias: String, _ canonical: String) {
        #expect(SyntaxHighlighter(language: alias).language == canonical)
    }

    @Test(arguments: [
        ("main.swift", "swift"), ("Dockerfile", "dockerfile"), ("Dockerfile.dev", "dockerfile"), ("app.rb", "ruby"),
        ("Gemfile", "ruby"), ("app/models/user.rb", "ruby"), ("docker-compose.yml", "yaml"), ("package.json", "json"),
        ("index.html", "html"), ("style.scss", "scss"), (".bashrc", "shell"), ("deploy.sh", "shell"),
        ("main.go", "go"), ("lib.rs", "rust"), ("Main.java", "java"), ("build.gradle.kts", "kotlin"), ("a.h", "c"),
        ("a.hpp", "cpp"), ("schema.sql", "sql"), ("App.tsx", "typescript"), ("App.jsx", "javascript"),
        ("script.py", "python"), ("C:\\src\\main.c", "c"), ("fix.patch", "diff"), ("changes.diff", "diff"),
        ("Program.cs", "csharp"), ("main.dart", "dart"), ("index.php", "php"), ("setup.ps1", "powershell"),
        ("pyproject.toml", "toml"), (".env", "ini"), ("Podfile", "ruby"),
    ])
    func filenames(_ filename: String, _ canonical: String) {
        #expect(SyntaxHighlighter(filename: filename).language == canonical)
    }

    @Test(arguments: ["README", "notes.txt", "Makefile", "", ".gitignore"])
    func unknownFilenames(_ filename: String) {
        #expect(SyntaxHighlighter(filename: filename).language == nil)
    }

    @Test(arguments: [
        ("diff", "App.js", "diff_javascript"), ("diff", "notes.txt", "diff"), ("ruby", "app.py", "ruby"),
        ("", "main.go", "go"), ("text", "App.js", nil), ("diff_ruby", "App.js", "diff_ruby"),
    ] as [(String, String, String?)])
    func languageAndFilename(_ language: String, _ filename: String, _ canonical: String?) {
        #expect(SyntaxHighlighter(language: language, filename: filename).language == canonical)
    }

    @Test(arguments: ["", "text", "plaintext", "gnuplot", "java;", "diffx"])
    func unknownLanguagesGiveOnePlainTokenPerLine(_ name: String) {
        let highlighter = SyntaxHighlighter(language: name)
        #expect(highlighter.language == nil)
        #expect(
            highlighter.highlight("if x {\n\n  \"y\" // z\n")
                == [[HighlightedToken(.plain, "if x {")], [], [HighlightedToken(.plain, "  \"y\" // z")], []])
    }

    @Test func everyRequiredLanguageIsSupported() {
        let required = [
            "swift", "ruby", "python", "javascript", "typescript", "go", "rust", "java", "kotlin", "c", "cpp",
            "shell", "sql", "yaml", "json", "html", "css", "diff",
        ]
        for name in required {
            #expect(SyntaxHighlighter.supportedLanguages.contains(name), "\(name)")
            #expect(SyntaxHighlighter(language: name).language == name, "\(name)")
        }
    }

    @Test func linesSplitAtNewlinesOnly() {
        let lines = SyntaxHighlighter(language: "swift").highlight("let a = 1\r\n\nlet b = 2\n")
        #expect(lines.count == 4)
        #expect(lines[0].map(\.text).joined() == "let a = 1\r")
        #expect(lines[1].isEmpty)
        #expect(lines[2].first == HighlightedToken(.keyword, "let"))
        #expect(lines[3].isEmpty)
        #expect(SyntaxHighlighter(language: "swift").highlight("") == [[]])
    }

    @Test func adjacentRunsOfOneKindAreOneToken() {
        let tokens = SyntaxHighlighter(language: "swift").highlight("foo(bar)) // x")[0]
        #expect(
            tokens == [
                HighlightedToken(.plain, "foo"), HighlightedToken(.punctuation, "("), HighlightedToken(.plain, "bar"),
                HighlightedToken(.punctuation, "))"), HighlightedToken(.plain, " "), HighlightedToken(.comment, "// x"),
            ])
    }

    @Test func highlightIsTheTokensOfHighlightLines() {
        let highlighter = SyntaxHighlighter(language: "diff_swift")
        let code = "@@ -1 +1 @@\n-let a = 1\n+let a = 2\n done()"
        #expect(highlighter.highlight(code) == highlighter.highlightLines(code).map(\.tokens))
    }

    @Test func stateDoesNotLeakBetweenCalls() {
        let highlighter = SyntaxHighlighter(language: "c")
        _ = highlighter.highlight("/* never closed")
        #expect(highlighter.highlight("int x;")[0].first == HighlightedToken(.type, "int"))
    }

    @Test func japaneseTextStaysWhole() {
        let tokens = SyntaxHighlighter(language: "python").highlight("名前 = \"太郎\"  # コメント")[0]
        #expect(
            tokens == [
                HighlightedToken(.plain, "名前 "), HighlightedToken(.punctuation, "="), HighlightedToken(.plain, " "),
                HighlightedToken(.string, "\"太郎\""), HighlightedToken(.plain, "  "),
                HighlightedToken(.comment, "# コメント"),
            ])
    }
}
