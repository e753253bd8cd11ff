import Testing
@testable import QiitaMarkdown

@Suite struct CodeFenceInfoTests {
    @Test(arguments: [
        ("", nil, nil),
        ("swift", "swift", nil),
        ("ruby:app.rb", "ruby", "app.rb"),
        ("app.rb", "rb", "app.rb"),
        ("lib/worker/lookup_worker.rb", "rb", "lib/worker/lookup_worker.rb"),
        ("diff_ruby", "diff_ruby", nil),
        ("diff:App.js", "diff", "App.js"),
        ("shell:1つ目のターミナル", "shell", "1つ目のターミナル"),
        (":only-file.txt", nil, "only-file.txt"),
        ("python:", "python", nil),
        ("python {.numbers}", "python", nil),
        ("math", "math", nil),
    ] as [(String, String?, String?)])
    func parses(_ info: String, _ language: String?, _ filename: String?) {
        let parsed = CodeFenceInfo(info)
        #expect(parsed.language == language)
        #expect(parsed.filename == filename)
    }

    @Test func titleIsTheFileNameElseTheLanguage() {
        #expect(CodeFenceInfo("ruby:app.rb").title == "app.rb")
        #expect(CodeFenceInfo("swift").title == "swift")
        #expect(CodeFenceInfo("").title == nil)
    }
}
