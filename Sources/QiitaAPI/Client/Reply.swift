/// A decoded reply with what its headers said.
package struct Reply<Value: Sendable>: Sendable {
    package var value: Value
    package var status: Int
    package var headers: HTTPHeaders
    package var rateLimit: RateLimit? { RateLimit(headers: headers) }

    package init(value: Value, status: Int, headers: HTTPHeaders) {
        self.value = value
        self.status = status
        self.headers = headers
    }
}
