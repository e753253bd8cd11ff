import QiitaAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the library showed because Qiita could not answer: when it was saved, and why.
package struct OfflineCopy: Sendable {
    package var savedAt: Date
    package var failure: QiitaError

    package init(savedAt: Date, failure: QiitaError) {
        self.savedAt = savedAt
        self.failure = failure
    }

    /// The copy a reply is, when the library gave it in place of Qiita; nil otherwise.
    init?(_ source: ReplySource) {
        guard case .library(let savedAt, let failure?) = source else { return nil }
        self.init(savedAt: savedAt, failure: failure)
    }

    /// The status line's notice: `r` will not help until a spent budget refills, so that is said.
    var notice: String {
        let saved = "offline · saved \(LocalTime.minute(savedAt))"
        switch failure {
        case .budgetSpent(let rate), .rateLimited(let rate?):
            return saved + " · the rate budget is spent until \(LocalTime.clock(rate.resetsAt))"
        default:
            return saved + " · r tries the network again"
        }
    }
}
