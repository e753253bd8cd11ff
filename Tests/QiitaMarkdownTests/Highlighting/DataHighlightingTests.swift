import QiitaMarkdown
import Testing

/// Languages of `LanguageDefinition+Data`: keys are properties, values keep their own kinds.
@Suite struct DataHighlightingTests {
    static let json = Highlighted(
        "json",
        #"""
        {
          "name": "qiita-cli",
          "version": "1.0.0",
          "private": true,
          "count": -12.5e3,
          "tags": ["swift", "if"],
          "escaped": "say \"true\"",
          "nested": { "key": null }
        }
        """#)

    @Test(arguments: [
        Expect(#""name""#, .property), Expect(#""qiita-cli""#, .string), Expect(#""version""#, .property),
        Expect("true", .keyword), Expect("12.5e3", .number), Expect(#""tags""#, .property),
        Expect(#""swift""#, .string),
        Expect(#""if""#, .string), Expect(#""say \"true\"""#, .string), Expect(#""key""#, .property),
        Expect("null", .keyword),
    ])
    func json(_ expect: Expect) { expect.check(Self.json) }

    @Test func jsoncComments() {
        let highlighted = Highlighted("jsonc", "{\n  // line\n  /* block\n  */ \"a\": 1\n}")
        #expect(highlighted.kind(of: "// line") == .comment)
        #expect(highlighted.kind(of: "/* block") == .comment)
        #expect(highlighted.kind(of: "  */") == .comment)
        #expect(highlighted.kind(of: "\"a\"") == .property, "\(highlighted.dump)")
    }

    static let yaml = Highlighted(
        "yml",
        #"""
        # CI settings; the true keyword here is a comment.
        name: CI
        on:
          push:
            branches: [ main ]
        jobs:
          build:
            runs-on: ubuntu-latest
            timeout-minutes: 10
            env:
              GREETING: "say \"hi\""
              NOTE: 'it''s fine'
              TITLE: Don't panic
            steps:
              - uses: actions/checkout@v4
              - name: Build
                run: |
                  swift build -c release
                  echo key: value

                  echo "after a blank line"
              - name: after
                with: { enabled: true, ratio: 0.5 }
        defaults: &defaults
          adapter: postgres
        test:
          <<: *defaults
        """#)

    @Test(arguments: [
        Expect("# CI settings; the true keyword here is a comment.", .comment), Expect("name", .property),
        Expect("CI", .plain, occurrence: 2), Expect("on", .property), Expect("branches", .property),
        Expect("runs-on", .property), Expect("ubuntu-latest", .plain), Expect("timeout-minutes", .property),
        Expect("10", .number), Expect(#""say \"hi\"""#, .string), Expect("'it''s fine'", .string),
        Expect("TITLE", .property), Expect("uses", .property), Expect("run", .property), Expect("|", .punctuation),
        Expect("swift build -c release", .string), Expect("echo key: value", .string),
        Expect(#"echo "after a blank line""#, .string), Expect("name", .property, occurrence: 3),
        Expect("true", .keyword, occurrence: 2), Expect("0.5", .number), Expect("&defaults", .variable),
        Expect("adapter", .property), Expect("<<", .property), Expect("*defaults", .variable),
    ])
    func yaml(_ expect: Expect) { expect.check(Self.yaml) }

    @Test func apostropheInsideAPlainScalarOpensNoString() {
        #expect(!Self.yaml.kinds(of: "Don't panic").contains(.string), "\(Self.yaml.dump)")
        #expect(Self.yaml.kind(of: "steps") == .property, "\(Self.yaml.dump)")
    }

    static let toml = Highlighted(
        "toml",
        #"""
        # Cargo manifest; the true keyword here is a comment.
        [package]
        name = "qiita-reader"
        version = "0.1.0"
        edition = 2021
        description = """
        Reads "Qiita" = articles
        in a terminal."""

        [dependencies]
        serde = { version = "1", features = ["derive"] }
        "quoted.key" = 'C:\raw'
        enabled = true
        ratio = 1_000.5
        [[bin]]
        """#)

    @Test(arguments: [
        Expect("# Cargo manifest; the true keyword here is a comment.", .comment), Expect("[package]", .tag),
        Expect("name", .property), Expect(#""qiita-reader""#, .string), Expect("version", .property),
        Expect("2021", .number), Expect(#"""""#, .string), Expect(#"Reads "Qiita" = articles"#, .string),
        Expect(#"in a terminal.""""#, .string), Expect("[dependencies]", .tag), Expect("serde", .property),
        Expect("version", .plain, occurrence: 2), Expect(#""quoted.key""#, .property), Expect(#"'C:\raw'"#, .string),
        Expect("enabled", .property), Expect("true", .keyword, occurrence: 2), Expect("1_000.5", .number),
        Expect("[[bin]]", .tag),
    ])
    func toml(_ expect: Expect) { expect.check(Self.toml) }

    static let ini = Highlighted(
        "ini",
        #"""
        ; Settings; the true keyword here is a comment.
        [core]
        editor = vim
        autocrlf = true # line endings
        [remote "origin"]
        url = https://example.com/repo.git;branch=main
        """#)

    @Test(arguments: [
        Expect("; Settings; the true keyword here is a comment.", .comment), Expect("[core]", .tag),
        Expect("editor", .property), Expect("vim", .plain), Expect("autocrlf", .property),
        Expect("true", .keyword, occurrence: 2), Expect("# line endings", .comment),
        Expect(#"[remote "origin"]"#, .tag),
        Expect("url", .property), Expect("branch", .plain),
    ])
    func ini(_ expect: Expect) { expect.check(Self.ini) }

    @Test func semicolonInsideAValueIsNotAComment() {
        #expect(!Self.ini.kinds(of: "repo.git;branch=main").contains(.comment), "\(Self.ini.dump)")
    }
}

