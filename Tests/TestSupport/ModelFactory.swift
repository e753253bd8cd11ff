import Foundation
import QiitaAPI

/// Models for unit tests, built the only way the app builds them: by decoding API JSON.
package enum ModelFactory {
    package static func item(
        id: String, title: String = "Title", userID: String = "alice", tags: [String] = ["Swift"], likes: Int = 0,
        stocks: Int = 0, comments: Int = 0, body: String = "Body", url: String? = nil
    ) -> Item {
        let tagJSON = tags.map { #"{"name":"\#($0)","versions":[]}"# }.joined(separator: ",")
        let json = """
            {"id":"\(id)","title":"\(title)","body":"\(body)","rendered_body":"<p>\(body)</p>",
             "created_at":"2024-01-02T03:04:05+09:00","updated_at":"2024-01-02T03:04:05+09:00",
             "url":"\(url ?? "https://qiita.com/\(userID)/items/\(id)")","private":false,"coediting":false,
             "tags":[\(tagJSON)],"likes_count":\(likes),"comments_count":\(comments),"reactions_count":0,"stocks_count":\(stocks),
             "page_views_count":null,"group":null,"team_membership":null,"organization_url_name":null,"slide":false,
             "user":\(userJSON(userID))}
            """
        // The JSON above is written here and always valid: a failure is a bug in this factory.
        return try! JSONDecoder().decode(Item.self, from: Data(json.utf8))
    }

    /// `count` list rows (summaries, as listings decode them) with ids from `prefix` and their index.
    package static func items(_ count: Int, prefix: String = "a", userID: String = "alice") -> [ItemSummary] {
        (0..<count).map { index in
            let hex = String(index, radix: 16)
            let id = prefix + String(repeating: "0", count: max(0, 19 - hex.count)) + hex
            return item(id: String(id.prefix(20)), title: "Item \(index)", userID: userID).summary
        }
    }

    static func userJSON(_ id: String) -> String {
        """
        {"id":"\(id)","permanent_id":1,"name":"","description":null,"profile_image_url":"https://x/\(id).png",
         "followees_count":0,"followers_count":0,"items_count":1,"facebook_id":null,"github_login_name":null,
         "linkedin_id":null,"location":null,"organization":null,"twitter_screen_name":null,"website_url":null,
         "team_only":false}
        """
    }
}
