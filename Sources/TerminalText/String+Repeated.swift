extension String {
    /// `unit` written `count` times (empty for a count below one).
    ///
    /// The same string as `String(repeating:count:)`, which appends `unit` once per copy: for
    /// the rules and frames that layout draws across a whole line, on every block, that costs
    /// more than all the text inside them. This copies bytes instead.
    package init(repeated unit: String, count: Int) {
        let unitBytes = Array(unit.utf8)
        guard count > 0, !unitBytes.isEmpty else {
            self = ""
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(unitBytes.count * count)
        for _ in 0..<count { bytes.append(contentsOf: unitBytes) }
        self = String(decoding: bytes, as: UTF8.self)
    }
}
