/// What ``Sanitizer`` does, written the slow and obvious way over Unicode scalars (the way it
/// was first written), so the byte-level implementation can be checked against it.
enum ScalarSanitizerModel {
    static func clean(_ input: String, singleLine: Bool) -> String {
        let scalars = Array(input.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar.value {
            case 0x0A, 0x09:
                output.append(singleLine ? " " : scalar)
                index += 1
            case 0x1B:
                index = skipEscape(scalars, from: index)
            case 0x9B:
                index = skipControlSequence(scalars, from: index + 1)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = skipString(scalars, from: index + 1, unterminated: index + 1)
            case 0x2028, 0x2029:
                output.append(singleLine ? " " : "\n")
                index += 1
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                index += 1
            default:
                output.append(scalar)
                index += 1
            }
        }
        return String(output)
    }

    private static func skipEscape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let next = start + 1
        guard next < scalars.count else { return next }
        switch scalars[next].value {
        case 0x5B: return skipControlSequence(scalars, from: next + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return skipString(scalars, from: next + 1, unterminated: next + 1)
        case 0x20...0x2F:
            var index = next
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
            return index
        case 0x30...0x7E: return next + 1
        default: return next
        }
    }

    private static func skipControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            if (0x20...0x3F).contains(value) {
                index += 1
            } else {
                return (0x40...0x7E).contains(value) ? index + 1 : index
            }
        }
        return index
    }

    private static func skipString(_ scalars: [Unicode.Scalar], from start: Int, unterminated: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C: return index + 1
            case 0x1B: return index + 1 < scalars.count && scalars[index + 1] == "\\" ? index + 2 : index
            case 0x0A: return unterminated
            default: index += 1
            }
        }
        return unterminated
    }
}
