import QiitaMarkdown
import Testing

/// `diff` and `diff_<language>` blocks: line kinds, markers, and tokens after the marker.
@Suite struct DiffHighlightingTests {
    static let patch = """
        diff --git a/app.rb b/app.rb
        index 83db48f..bf269f4 100644
        --- a/app.rb
        +++ b/app.rb
        @@ -1,4 +1,4 @@
         class App
        -  def run = puts("old")
        +  def run = puts("new")
         end
        \\ No newline at end of file
        """

    @Test func plainDiffColoursWholeLines() {
        let lines = SyntaxHighlighter(language: "diff").highlightLines(Self.patch)
        #expect(lines.map(\.kind) == [.meta, .meta, .meta, .meta, .meta, .code, .deleted, .inserted, .code, .meta])
        #expect(lines[6].tokens == [HighlightedToken(.deleted, "-  def run = puts(\"old\")")])
        #expect(lines[7].tokens == [HighlightedToken(.inserted, "+  def run = puts(\"new\")")])
        #expect(lines[5].tokens == [HighlightedToken(.plain, " class App")])
        #expect(lines[4].tokens == [HighlightedToken(.meta, "@@ -1,4 +1,4 @@")])
    }

    @Test func diffOfALanguageTokenisesAfterTheMarker() {
        let lines = SyntaxHighlighter(language: "diff_ruby").highlightLines(Self.patch)
        #expect(lines.map(\.kind) == [.meta, .meta, .meta, .meta, .meta, .code, .deleted, .inserted, .code, .meta])
        #expect(lines[2].tokens == [HighlightedToken(.meta, "--- a/app.rb")])
        #expect(
            lines[7].tokens == [
                HighlightedToken(.inserted, "+"), HighlightedToken(.plain, "  "), HighlightedToken(.keyword, "def"),
                HighlightedToken(.plain, " run "), HighlightedToken(.punctuation, "="), HighlightedToken(.plain, " "),
                HighlightedToken(.type, "puts"), HighlightedToken(.punctuation, "("),
                HighlightedToken(.string, "\"new\""), HighlightedToken(.punctuation, ")"),
            ])
        #expect(lines[6].tokens.first == HighlightedToken(.deleted, "-"))
        #expect(lines[6].tokens.contains(HighlightedToken(.string, "\"old\"")))
        #expect(lines[5].tokens == [HighlightedToken(.plain, " "), HighlightedToken(.keyword, "class"),
                                    HighlightedToken(.plain, " "), HighlightedToken(.type, "App")])
        #expect(lines[8].tokens == [HighlightedToken(.plain, " "), HighlightedToken(.keyword, "end")])
    }

    @Test func removedAndAddedLinesKeepSeparateState() {
        let code = """
            -/* the old header
            +int added = 1;
            -   still old */
             int after = 2;
            """
        let lines = SyntaxHighlighter(language: "diff_c").highlightLines(code)
        #expect(lines[1].tokens[1] == HighlightedToken(.type, "int"))
        #expect(lines[2].tokens == [HighlightedToken(.deleted, "-"), HighlightedToken(.comment, "   still old */")])
        #expect(lines[3].tokens[1] == HighlightedToken(.type, "int"))
    }

    @Test func hunkMarkersStartAfresh() {
        let code = "@@ -1 +1 @@\n+/* unterminated\n@@ -9 +9 @@\n+int x;"
        let lines = SyntaxHighlighter(language: "diff_c").highlightLines(code)
        #expect(lines[3].tokens[1] == HighlightedToken(.type, "int"))
    }

    @Test func contextLinesWithoutTheirSpaceAreTokenisedWhole() {
        let code = "const App = () => (\n+  <ul>\n)"
        let lines = SyntaxHighlighter(language: "diff", filename: "App.js").highlightLines(code)
        #expect(lines[0].kind == .code)
        #expect(lines[0].tokens.first == HighlightedToken(.keyword, "const"))
        #expect(lines[1].kind == .inserted)
        #expect(lines[1].tokens.first == HighlightedToken(.inserted, "+"))
    }

    @Test func onlyThreeDashesAndASpaceMakeAHeader() {
        let code = "--- a/q.sql\n-- x\n-DELETE FROM t; -- old\n+SELECT 1"
        let lines = SyntaxHighlighter(language: "diff_sql").highlightLines(code)
        #expect(lines.map(\.kind) == [.meta, .deleted, .deleted, .inserted])
        #expect(lines[2].tokens.last == HighlightedToken(.comment, "-- old"))
        #expect(lines[3].tokens[1] == HighlightedToken(.keyword, "SELECT"))
    }

    @Test func diffOfAnUnknownLanguageIsAPlainDiff() {
        let highlighter = SyntaxHighlighter(language: "diff_nosuchlanguage")
        #expect(highlighter.language == "diff")
        let expected = [[HighlightedToken(.inserted, "+a")], [HighlightedToken(.deleted, "-b")]]
        #expect(highlighter.highlight("+a\n-b") == expected)
    }
}
