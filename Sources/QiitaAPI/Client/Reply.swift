/// A decoded reply with what its headers said.
public struct Reply<Value: Sendable>: Sendable {
    public var value: Value
    public var status: Int
    public var headers: HTTPHeaders
    public var rateLimit: RateLimit? { RateLimit(headers: headers) }

    public init(value: Value, status: Int, headers: HTTPHeaders) {
        self.value = value
        self.status = status
        self.headers = headers
    }
}
