/// A tag as attached to an item (Qiita's "tagging"): a name and versions, usually none.
public struct ItemTag: Decodable, Sendable, Hashable {
    public let name: String
    public let versions: [String]

    enum CodingKeys: String, CodingKey {
        case name, versions
    }
}
