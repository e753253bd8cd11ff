/// A tag as attached to an item (Qiita's "tagging"): a name and versions, usually none.
package struct ItemTag: Decodable, Sendable, Hashable {
    package let name: String
    package let versions: [String]

    enum CodingKeys: String, CodingKey {
        case name, versions
    }
}
