import Foundation
import QiitaAPI
import Testing
import TestSupport

/// Every real payload in ../shared/qiita-fixtures decodes with the model of its endpoint.
@Suite struct FixtureDecodingTests {
    /// What each JSON fixture holds. A fixture missing from this table (and from `notPayloads`)
    /// fails `everyFixtureIsClassified`, so a new recording cannot be skipped silently.
    enum Shape: Sendable {
        case item, items, comments, user, users, tags, tag, authenticatedUser, accessToken, error
        case wrappedItems(key: String)
    }

    static let shapes: [String: Shape] = [
        "REVERTO__qiita-items__items-list-page-2018-03.json": .items,
        "eneim__Attiq__items-wrapped-articles.json": .wrappedItems(key: "articles"),
        "eneim__Attiq__single-item-2017-10.json": .item,
        "syrohei__Qiitachan__items-wrapped-2016-06.json": .wrappedItems(key: "items"),
        "medi-y-sato__qiita_reader__items-list-2019-04-partially-elided.json": .items,
        "ry-itto__QiitaAPIKit__docexample-comments.json": .comments,
        "ry-itto__QiitaAPIKit__docexample-items-with-group.json": .items,
        "tomoki69386__Qiita_Client__user-2018-11.json": .user,
        "ykyouhei__QiitaKit__docexample-access-token.json": .accessToken,
        "ykyouhei__QiitaKit__docexample-authenticated-user.json": .authenticatedUser,
        "ykyouhei__QiitaKit__docexample-tag.json": .tag,
        "yumetodo__qiita_export_all__item-comments-2020-03.json": .comments,
        "yumetodo__qiita_export_all__user-items-page1-of6-2020-03.json": .items,
        "yumetodo__qiita_export_all__user-items-page6-last-2020-03.json": .items,
        // Published with a trailing comma; Foundation's decoder accepts it, as a browser would.
        "nishitaku__portfolio__items-user-query-2023-elided-bodies.json": .items,
        "maiyama18__qiita__CreateItem-success.json": .item,
        "maiyama18__qiita__UpdateItem-success.json": .item,
        "maiyama18__qiita__GetAuthenticatedUser-success.json": .authenticatedUser,
        "maiyama18__qiita__GetAuthenticatedUserItems-success.json": .items,
        "maiyama18__qiita__GetItem-success.json": .item,
        "maiyama18__qiita__GetItemComments-success.json": .comments,
        "maiyama18__qiita__GetItemStockers-success.json": .users,
        "maiyama18__qiita__GetItems-success.json": .items,
        "maiyama18__qiita__GetTag-success.json": .tag,
        "maiyama18__qiita__GetUser-success.json": .user,
        "maiyama18__qiita__GetUserFollowees-success.json": .users,
        "maiyama18__qiita__GetUserFollowers-success.json": .users,
        "maiyama18__qiita__GetUserFollowingTags-success.json": .tags,
        "maiyama18__qiita__GetUserItems-success.json": .items,
        "maiyama18__qiita__GetUserStocks-success.json": .items,
        "maiyama18__qiita__GetUsers-success.json": .users,
    ]

    /// Files that are not API payloads in JSON: specs, a TypeScript literal, a Python repr.
    static let notPayloads: Set<String> = [
        "SOURCES.md",
        "tamanugi__qiitex__official-json-hyper-schema-ja-2019-01.json",
        "nanato12__qiita-openapi__openapi-transcription-2024-05.yml",
        "limoza__unittest__item-2023-07-org-ts-literal.ts",
        "nanato12__qiita-sdk-python__create-item-private-slide-2024-10.python-repr.txt",
    ]

    @Test(.requiresFixtures) func everyFixtureIsClassified() throws {
        for name in try Fixtures.names() where !name.hasSuffix(".headers.txt") {
            let isError = name.hasPrefix("maiyama18__") && !name.contains("-success")
            #expect(
                Self.shapes[name] != nil || Self.notPayloads.contains(name) || isError,
                "unclassified fixture \(name)")
        }
    }

    @Test(.requiresFixtures, arguments: FixtureDecodingTests.shapes.keys.sorted())
    func decodes(_ name: String) throws {
        let data = try Fixtures.data(name)
        let decoder = JSONDecoder()
        switch Self.shapes[name]! {
        case .item:
            let item = try decoder.decode(Item.self, from: data)
            #expect(!item.id.isEmpty && !item.title.isEmpty)
        case .items:
            let items = try decoder.decode([Item].self, from: data)
            #expect(!items.isEmpty)
            #expect(items.allSatisfy { !$0.user.id.isEmpty })
        case .wrappedItems(let key):
            let wrapped = try decoder.decode([String: [Item]].self, from: data)
            #expect(wrapped[key]?.count == 20)
        case .comments:
            let comments = try decoder.decode([QiitaAPI.Comment].self, from: data)
            #expect(!comments.isEmpty)
        case .user:
            _ = try decoder.decode(User.self, from: data)
        case .users:
            #expect(!(try decoder.decode([User].self, from: data)).isEmpty)
        case .tags:
            #expect(!(try decoder.decode([QiitaAPI.Tag].self, from: data)).isEmpty)
        case .tag:
            _ = try decoder.decode(QiitaAPI.Tag.self, from: data)
        case .authenticatedUser:
            let user = try decoder.decode(AuthenticatedUser.self, from: data)
            #expect(user.imageMonthlyUploadLimit > 0)
        case .accessToken:
            let token = try decoder.decode(AccessToken.self, from: data)
            #expect(!token.token.isEmpty && !token.scopes.isEmpty)
        case .error:
            break
        }
    }

    @Test(.requiresFixtures) func oldItemsLackCountsAndNewItemsHaveThem() throws {
        let old = try JSONDecoder().decode(
            [String: [Item]].self, from: Fixtures.data("syrohei__Qiitachan__items-wrapped-2016-06.json"))["items"]!
        #expect(old.allSatisfy { $0.likesCount == nil && $0.commentsCount == nil && $0.group == nil })
        let item = try JSONDecoder().decode(Item.self, from: Fixtures.data("maiyama18__qiita__GetItem-success.json"))
        #expect(item.likesCount != nil && item.commentsCount != nil)
        #expect(item.pageViewsCount == nil)
        #expect(item.createdAt.utcOffset == 9 * 3600)
    }

    @Test(.requiresFixtures) func limitedSharedItemDecodesAsPrivate() throws {
        let item = try JSONDecoder().decode(Item.self, from: Fixtures.data("maiyama18__qiita__CreateItem-success.json"))
        #expect(item.isPrivate)
        #expect(item.url.contains("/private/"))
    }

    @Test func missingRequiredFieldIsAnErrorNamingTheField() throws {
        let response = HTTPResponse(status: 200, body: Data(#"[{"id":"x","title":"t"}]"#.utf8))
        #expect {
            try ItemsRequest().decode(response)
        } throws: { error in
            guard case QiitaError.invalidResponse(let detail) = error else { return false }
            return detail.contains("[0]") && detail.contains("missing field")
        }
    }

    @Test(.requiresFixtures) func truncatedRealReplyIsReportedNotCrashed() throws {
        let whole = try Fixtures.data("maiyama18__qiita__GetItems-success.json")
        for length in [0, 1, whole.count / 2, whole.count - 1] {
            let response = HTTPResponse(status: 200, body: whole.prefix(length))
            #expect(throws: QiitaError.self) { try ItemsRequest().decode(response) }
        }
    }

    @Test(.requiresFixtures) func newestItemShapeHasStocksCountAndOrganization() throws {
        let items = try JSONDecoder().decode(
            [Item].self, from: Fixtures.data("nishitaku__portfolio__items-user-query-2023-elided-bodies.json"))
        #expect(items.first?.stocksCount == 1)
        #expect(items.first?.slide == false)
        #expect(items.first?.organizationURLName == nil)
    }
}
