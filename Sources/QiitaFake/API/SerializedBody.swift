/// An item's `body` and `rendered_body` as JSON string bytes. Writing and rendering a large
/// generated body is the costly part of a listing, so the responder keeps recent ones in a
/// ``ByteBoundedCache`` keyed by the item's content (its recipe, or the markdown given).
struct SerializedBody: Sendable {
    var body: [UInt8]
    var renderedBody: [UInt8]

    init(markdown: String) {
        body = JSONValue.serialized(markdown)
        renderedBody = JSONValue.serialized(MarkdownHTMLRenderer.render(markdown))
    }

    var size: Int { body.count + renderedBody.count }
}
