import Foundation

/// The JSON a read-state export writes and an import reads: one entry per item in the history,
/// with the version read, so "what changed since" works on the other machine too.
struct ReadStateArchive: Codable, Sendable {
    static let formatName = "qiita-library-read-state"
    static let currentVersion = 1

    struct Entry: Codable, Sendable, Equatable {
        var itemID: String
        var title: String?
        var firstReadAt: Date
        var lastReadAt: Date
        var isRead: Bool
        var markedAt: Date
        var position: Int
        var readUpdatedAt: String?
        var readBody: String?
    }

    var format = formatName
    var version = currentVersion
    var exportedAt: Date
    var entries: [Entry]

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date))
        }
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            for style in [Date.ISO8601FormatStyle(includingFractionalSeconds: true), Date.ISO8601FormatStyle()] {
                if let date = try? style.parse(text) { return date }
            }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date: \(text)")
        }
        return decoder
    }()

    /// The two versions of one item's entry combined: the earliest first read, the latest last
    /// read with its position and version, and the flag set most recently.
    static func merged(_ local: Entry, _ incoming: Entry) -> Entry {
        let newerRead = incoming.lastReadAt > local.lastReadAt ? incoming : local
        let newerFlag = incoming.markedAt > local.markedAt ? incoming : local
        return Entry(
            itemID: local.itemID, title: newerRead.title ?? local.title ?? incoming.title,
            firstReadAt: min(local.firstReadAt, incoming.firstReadAt), lastReadAt: newerRead.lastReadAt,
            isRead: newerFlag.isRead, markedAt: newerFlag.markedAt, position: newerRead.position,
            readUpdatedAt: newerRead.readUpdatedAt ?? local.readUpdatedAt ?? incoming.readUpdatedAt,
            readBody: newerRead.readBody ?? local.readBody ?? incoming.readBody)
    }
}
