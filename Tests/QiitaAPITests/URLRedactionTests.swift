import Testing

@testable import QiitaAPI

@Suite struct URLRedactionTests {
    @Test func masksTheTokenOfARevocation() {
        #expect(
            URLRedaction.redacted("https://qiita.com/api/v2/access_tokens/0123abcd")
                == "https://qiita.com/api/v2/access_tokens/[REDACTED]")
        #expect(
            URLRedaction.redacted("http://127.0.0.1:8080/api/v2/access_tokens/t?x=1")
                == "http://127.0.0.1:8080/api/v2/access_tokens/[REDACTED]")
        #expect(
            URLRedaction.redacted("https://例え.jp/api/v2/access_tokens/0123abcd")
                == "https://例え.jp/api/v2/access_tokens/[REDACTED]", "bytes found after wide characters")
    }

    @Test(arguments: [
        "https://qiita.com/api/v2/items?page=1&per_page=100", "https://qiita.com/api/v2/access_tokens",
        "https://qiita.com/api/v2/access_token/x", "", "/api/v2/access_tokens",
        "https://qiita.com/api/v2/items?q=%E6%97%A5%E6%9C%AC",
    ])
    func leavesOtherURLsAlone(_ url: String) {
        #expect(URLRedaction.redacted(url) == url)
    }
}
