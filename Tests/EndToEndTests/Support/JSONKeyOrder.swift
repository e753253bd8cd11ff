/// The keys of each object in a JSON array, in the order they were written. Foundation's parser
/// forgets key order, and `--json id,title,url` promises it.
enum JSONKeyOrder {
    /// For `[{"a":…,"b":…},{…}]`: the keys of each element object; for a single object, one list.
    static func keysOfElements(_ json: String) -> [[String]] {
        var result: [[String]] = []
        var depth = 0
        var inString = false
        var escaped = false
        var current = ""
        var expectingKey = false
        let elementDepth = json.first(where: { !$0.isWhitespace }) == "[" ? 2 : 1
        for character in json {
            if inString {
                if escaped {
                    escaped = false
                    current.append(character)
                } else if character == "\\" {
                    escaped = true
                    current.append(character)
                } else if character == "\"" {
                    inString = false
                    if expectingKey && depth == elementDepth { result[result.count - 1].append(current) }
                    expectingKey = false
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                inString = true
                current = ""
            case "{":
                depth += 1
                if depth == elementDepth { result.append([]) }
                expectingKey = true
            case "[":
                depth += 1
            case "}", "]":
                depth -= 1
            case ",":
                expectingKey = true
            case ":":
                expectingKey = false
            default:
                break
            }
        }
        return result
    }
}
